export { authenticate, createSession, isCurrentPassword, revokeSessions } from './auth.service';
export { createLoginThrottle } from './login-throttle';
export { hashPassword } from './password';
export { assertStrongPassword } from './password-policy';
