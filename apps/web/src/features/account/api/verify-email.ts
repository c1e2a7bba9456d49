import { api } from '../../../lib/api-client';

/** Follows a verification link; anyone may, signed in or not (the token is the proof). */
export const verifyEmail = (token: string) =>
  api.post<null>('auth/verify-email', { token }, { allowUnauthorized: true });
