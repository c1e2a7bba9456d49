import type { ResetPasswordInput } from '@edupath/contract/account';
import { accountEndpoints as E } from '@edupath/contract/auth-endpoints';
import { call } from '../../../lib/api-client';

export const resetPassword = (input: ResetPasswordInput) =>
  call(E.resetPassword, { body: input, allowUnauthorized: true });

/** Whether the link can still set a password, asked as its page opens (docs/email.md). */
export const resetLinkStatus = async (token: string) =>
  (await call(E.resetLinkStatus, { body: { token }, allowUnauthorized: true })).data;
