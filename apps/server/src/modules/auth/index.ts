export { authenticate, revokeSessions } from './auth.service';
export { hashPassword } from './password';
