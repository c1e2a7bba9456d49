export { deleteUserSessions } from './auth.repository';
export { authenticate } from './auth.service';
export { hashPassword } from './password';
