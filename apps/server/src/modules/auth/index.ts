export { deleteUserSessions } from './auth.repository';
export { authenticate, createSession } from './auth.service';
export { hashPassword } from './password';
