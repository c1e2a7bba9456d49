import { authEndpoints as E } from '@edupath/contract/auth-endpoints';
import { call } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/**
 * After Google sign-in the server has set the session cookie and sent the browser here; the web
 * app keeps its auth state in local storage (docs/accounts.md, "Sessions"), so it asks for the
 * session its cookie holds and stores it as a password login would.
 */
export async function adoptCookieSession() {
  const answer = await call(E.session, { allowUnauthorized: true });
  authStorage.setSession(answer.data.accessToken, answer.data.user);
  return answer.data;
}
