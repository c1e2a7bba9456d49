export { deleteUserSessions } from './auth.repository';
export { hashPassword } from './password';
