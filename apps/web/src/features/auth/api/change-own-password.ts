import { authEndpoints as E } from '@edupath/contract/auth-endpoints';
import type { ChangeStaffPasswordInput } from '@edupath/contract/staff-accounts';
import { call } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** A staff member replaces their (temporary) password; the console then opens. */
export async function changeOwnPassword(input: ChangeStaffPasswordInput) {
  const answer = await call(E.changeStaffPassword, { body: input });
  authStorage.setUser(answer.data);
  return answer;
}
