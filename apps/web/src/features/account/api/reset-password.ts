import type { ResetPasswordInput, ResetPasswordResult } from '@edupath/contract/account';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: ResetPasswordInput) =>
  api.post<ResetPasswordResult>('auth/reset-password', input, { allowUnauthorized: true });
