import type { UnsubscribeResult } from '@edupath/contract/account';
import { api } from '../../../lib/api-client';

/** The one click from an email: no sign-in, the token names the person and the category. */
export const unsubscribe = async (token: string) =>
  (await api.post<UnsubscribeResult>('email/unsubscribe', { token }, { allowUnauthorized: true })).data;
