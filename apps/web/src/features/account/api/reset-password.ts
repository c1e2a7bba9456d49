import type { ResetLinkStatus, ResetPasswordInput, ResetPasswordResult } from '@edupath/contract/account';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: ResetPasswordInput) =>
  api.post<ResetPasswordResult>('auth/reset-password', input, { allowUnauthorized: true });

/** Whether the link can still set a password, asked as its page opens (docs/email.md). */
export const resetLinkStatus = async (token: string) =>
  (await api.post<ResetLinkStatus>('auth/reset-password/status', { token }, { allowUnauthorized: true }))
    .data;
