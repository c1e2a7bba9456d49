import type { LoginInput, LoginResult } from '@edupath/contract';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** The console's door (POST /auth/staff/login): the server refuses students with a 403 and its message. */
export async function staffLogin(input: LoginInput): Promise<LoginResult> {
  const answer = await api.post<LoginResult>('auth/staff/login', input, { allowUnauthorized: true });
  authStorage.setSession(answer.data.accessToken, answer.data.user);
  return answer.data;
}
