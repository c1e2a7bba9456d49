export { deleteUserSessions } from './auth.repository';
export { authenticate, createSession, isCurrentPassword } from './auth.service';
export { createLoginThrottle } from './login-throttle';
export { hashPassword } from './password';
export { assertStrongPassword } from './password-policy';
