import type { AuthUser, ChangeStaffPasswordInput } from '@edupath/contract';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** A staff member replaces their (temporary) password; the console then opens. */
export async function changeOwnPassword(input: ChangeStaffPasswordInput) {
  const answer = await api.post<AuthUser>('auth/staff/password', input);
  authStorage.setUser(answer.data);
  return answer;
}
