import type { ForgotPasswordInput } from '@edupath/contract/account';
import { accountEndpoints as E } from '@edupath/contract/auth-endpoints';
import { call } from '../../../lib/api-client';

export const forgotPassword = (input: ForgotPasswordInput) =>
  call(E.forgotPassword, { body: input, allowUnauthorized: true });
