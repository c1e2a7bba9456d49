export { accountRoutes } from './account.routes';
export { purgeExpiredTokens, sendVerification } from './account.service';
export { liveSessionIds } from './auth.repository';
export { authenticate, createSession, hashToken, isCurrentPassword, revokeSessions } from './auth.service';
export { createLoginThrottle } from './login-throttle';
export { hashPassword, verifyPassword } from './password';
export { assertStrongPassword } from './password-policy';
