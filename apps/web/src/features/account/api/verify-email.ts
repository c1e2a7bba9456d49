import { accountEndpoints as E } from '@edupath/contract/auth-endpoints';
import { call } from '../../../lib/api-client';

/** Follows a verification link; anyone may, signed in or not (the token is the proof). */
export const verifyEmail = (token: string) =>
  call(E.verifyEmail, { body: { token }, allowUnauthorized: true });
