import type { ForgotPasswordInput } from '@edupath/contract/account';
import { api } from '../../../lib/api-client';

export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<null>('auth/forgot-password', input, { allowUnauthorized: true });
