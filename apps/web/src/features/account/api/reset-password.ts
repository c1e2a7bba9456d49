import type { ResetPasswordInput } from '@edupath/contract/account';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: ResetPasswordInput) =>
  api.post<null>('auth/reset-password', input, { allowUnauthorized: true });
