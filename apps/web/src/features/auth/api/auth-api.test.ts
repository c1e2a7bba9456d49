import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unauthorizedHandler } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { authUser } from '../testing/fixtures';
import { refreshCurrentUser } from './auth-api';

const user = authUser();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('refreshCurrentUser (the on-load session check)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    authStorage.setSession('tok', user);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStorage.clear();
  });

  it('refreshes the stored user from the server', async () => {
    fetchMock.mockResolvedValue(
      json(200, { success: true, message: 'OK', data: { ...user, name: 'Renamed' } }),
    );
    await refreshCurrentUser();
    expect(authStorage.get().user?.name).toBe('Renamed');
  });

  it('clears the stored state when the server refuses the session', async () => {
    const handle = vi.spyOn(unauthorizedHandler, 'handle').mockImplementation(() => authStorage.clear());
    fetchMock.mockResolvedValue(
      json(401, { success: false, message: 'Please log in to continue', data: null }),
    );
    await refreshCurrentUser();
    expect(authStorage.get().isAuthenticated).toBe(false);
    expect(handle).toHaveBeenCalledOnce();
  });

  it('keeps the session when the check never got an answer (offline, or aborted by navigation)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await refreshCurrentUser();
    expect(authStorage.get().accessToken).toBe('tok');
  });
});
