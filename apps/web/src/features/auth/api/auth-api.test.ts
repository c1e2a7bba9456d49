import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../../lib/auth-storage';
import { authUser } from '../../../test/fixtures/users';
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

  it('clears the stored state and goes to /login when the server refuses the session', async () => {
    // jsdom cannot navigate, so the page's location records where the real 401 handling sends it.
    const location = Object.assign(new URL('http://localhost:3000/applications'), { assign: vi.fn() });
    vi.stubGlobal('location', location);
    fetchMock.mockResolvedValue(
      json(401, { success: false, message: 'Please log in to continue', data: null }),
    );
    await refreshCurrentUser();
    expect(authStorage.get().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('keeps the session when the check never got an answer (offline, or aborted by navigation)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await refreshCurrentUser();
    expect(authStorage.get().accessToken).toBe('tok');
  });

  it.each([
    ['a busy server', () => json(503, { success: false, message: 'Service unavailable', data: null })],
    ['a rate limit', () => json(429, { success: false, message: 'Too many requests', data: null })],
    // The status arrived but the body was cut off, as when the user navigates away mid-answer.
    ['a cut-off answer', () => new Response('{"success":tr', { status: 200 })],
  ])('keeps the session after %s: only a refused session signs out', async (_name, answer) => {
    fetchMock.mockResolvedValue(answer());
    await refreshCurrentUser();
    expect(authStorage.get().accessToken).toBe('tok');
    expect(localStorage.getItem('auth')).not.toBeNull();
  });
});
