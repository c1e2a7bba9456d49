import type { LoginInput, SignupInput } from '@edupath/contract/auth';
import { authEndpoints as E } from '@edupath/contract/auth-endpoints';
import { ApiError, call } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

export async function login(input: LoginInput) {
  const answer = await call(E.login, { body: { ...input, isMobile: false }, allowUnauthorized: true });
  authStorage.setSession(answer.data.accessToken, answer.data.user);
  return answer.data;
}

export async function signup(input: SignupInput) {
  return call(E.signup, { body: input, allowUnauthorized: true });
}

/** Logout revokes the server session; local state is cleared even if the server cannot be reached. */
export async function logout() {
  try {
    await call(E.logout, { allowUnauthorized: true });
  } finally {
    authStorage.clear();
  }
}

/**
 * The on-load check (docs/accounts.md, "Sessions"): a failure the server answers clears the stored state;
 * a 401 (session expired or revoked) also goes to /login, as every 401 does. A request that never
 * got an answer (offline, or aborted by leaving the page) says nothing about the session.
 */
export async function refreshCurrentUser() {
  if (!authStorage.get().accessToken) return;
  try {
    const answer = await call(E.checkSession);
    authStorage.setUser(answer.data);
  } catch (err) {
    // Only a refused session signs the user out. Anything else (offline, a busy server's 429 or
    // 5xx, an answer whose body was cut off because the user navigated away) says nothing about
    // the session, and the next request will tell.
    if (err instanceof ApiError && err.status === 401) authStorage.clear();
  }
}
