import type { LoginInput } from '@edupath/contract/auth';
import { authEndpoints as E } from '@edupath/contract/auth-endpoints';
import { call } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** The console's door (POST /auth/staff/login): the server refuses students with a 403 and its message. */
export async function staffLogin(input: LoginInput) {
  const answer = await call(E.staffLogin, { body: input, allowUnauthorized: true });
  authStorage.setSession(answer.data.accessToken, answer.data.user);
  return answer.data;
}
