export { accountRoutes } from './account.routes';
export { purgeExpiredTokens } from './account.service';
export { liveSessionIds } from './auth.repository';
export { authenticate, createSession } from './auth.service';
export { createLoginThrottle } from './login-throttle';
export { hashPassword, verifyPassword } from './password';
export { assertStrongPassword } from './password-policy';
export { bearerToken, tokenFrom } from './session-cookie';
export { hashToken, isCurrentPassword, revokeSessions } from './sessions';
