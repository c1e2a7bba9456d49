import {
  applicationEndpoints,
  auditEndpoints,
  authEndpoints,
  communityEndpoints,
  documentEndpoints,
  urlOf,
} from '@edupath/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, call, unauthorizedHandler } from './api-client';
import { authStorage } from './auth-storage';

const user = { userId: 7, email: 'a@b.c', name: 'A', role: 'student' as const, profileImage: null };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Signed in at `pathname`, with every request answered 401. */
  function signedInAt401(pathname: string) {
    // jsdom cannot navigate, so the page's location records where the 401 handling sends it.
    const location = Object.assign(new URL(`http://localhost:3000${pathname}`), { assign: vi.fn() });
    vi.stubGlobal('location', location);
    authStorage.setSession('tok-123', user);
    fetchMock.mockResolvedValue(
      answer(401, { success: false, message: 'Please log in to continue', data: null }),
    );
    return location;
  }

  it('sends credentials and the stored bearer token, and unwraps the envelope', async () => {
    authStorage.setSession('tok-123', user);
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'OK', data: { n: 1 } }));
    const result = await apiRequest<{ n: number }>('country', { query: { page: 2, q: '' } });
    expect(result.data.n).toBe(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/country\?page=2$/);
    expect(init?.credentials).toBe('include');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
  });

  it('turns an error answer into an ApiError with the message and field errors', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        success: false,
        message: 'Name is required',
        data: null,
        errors: { name: 'Name is required' },
      }),
    );
    const error = await apiRequest('auth/signup', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ name: 'Name is required' });
  });

  it('on any 401 clears the stored session and sends the browser to /login', async () => {
    const location = signedInAt401('/profile');
    await expect(apiRequest('profile/basicInfo')).rejects.toBeInstanceOf(ApiError);
    expect(authStorage.get().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('on a 401 while already on /login clears the session without reloading the page', async () => {
    const location = signedInAt401('/login');
    await expect(apiRequest('profile/basicInfo')).rejects.toBeInstanceOf(ApiError);
    expect(authStorage.get().isAuthenticated).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('leaves a 401 alone when the call allows it (the login form itself)', async () => {
    const handle = vi.spyOn(unauthorizedHandler, 'handle');
    fetchMock.mockResolvedValue(
      answer(401, { success: false, message: 'Invalid email or password', data: null }),
    );
    await expect(
      apiRequest('auth/login', { method: 'POST', body: {}, allowUnauthorized: true }),
    ).rejects.toThrow('Invalid email or password');
    expect(handle).not.toHaveBeenCalled();
    handle.mockRestore();
  });

  it('takes a success whose body cannot be read as no answer (status 0), keeping the session', async () => {
    authStorage.setSession('tok-123', user);
    // What a browser gives when the page is left while the body is still being read.
    const cut = new Response(
      new ReadableStream({ start: (controller) => controller.error(new Error('aborted')) }),
      {
        status: 200,
      },
    );
    fetchMock.mockResolvedValue(cut);
    const error = await apiRequest('auth/me', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Cannot reach the server. Check your connection and try again.');
    expect(authStorage.get().accessToken).toBe('tok-123');
  });

  it('invents no message when the server gives none, so the page can show its own', async () => {
    fetchMock.mockResolvedValue(answer(500, { success: false }));
    const error = await apiRequest('admission').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.message).toBe('');
  });

  it('reports an unreachable server clearly', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('country')).rejects.toThrow('Cannot reach the server');
  });
});

describe('auth storage', () => {
  it('keeps accessToken, isAuthenticated and user in local storage', () => {
    authStorage.setSession('t', user);
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual({
      accessToken: 't',
      isAuthenticated: true,
      user,
    });
    authStorage.clear();
    expect(authStorage.get()).toEqual({ accessToken: null, isAuthenticated: false, user: null });
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem('auth', '{not json');
    authStorage.reload();
    expect(authStorage.get().isAuthenticated).toBe(false);
  });
});

describe('call: an endpoint through its description', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () =>
      answer(200, { success: true, message: 'OK', data: [], nextCursor: null }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path, sends the method, query and body the description names', async () => {
    await call(communityEndpoints.posts, { params: { communityId: 12 }, query: { cursor: 'abc' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/community\/community-posts\/12\?cursor=abc$/);
    expect(init?.method).toBe('GET');

    await call(communityEndpoints.join, { body: { communityId: 3 } });
    const [joinUrl, joinInit] = fetchMock.mock.calls[1]!;
    expect(String(joinUrl)).toMatch(/\/api\/v1\/community\/join-community$/);
    expect(joinInit?.method).toBe('POST');
    expect(JSON.parse(String(joinInit?.body))).toEqual({ communityId: 3 });
  });

  it('leaves a 401 alone when the call allows it, and only then', async () => {
    const handle = vi.spyOn(unauthorizedHandler, 'handle').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () =>
      answer(401, { success: false, message: 'Invalid email or password', data: null }),
    );
    const body = { email: 'a@b.c', password: 'wrong' };
    await expect(call(authEndpoints.login, { body, allowUnauthorized: true })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(handle).not.toHaveBeenCalled();
    await expect(call(authEndpoints.me)).rejects.toBeInstanceOf(ApiError);
    expect(handle).toHaveBeenCalledOnce();
    handle.mockRestore();
  });

  /**
   * Never run: `npm run typecheck` compiles it, and each `@ts-expect-error` fails the type check
   * if its line stops being an error — a wrong path parameter, method or body cannot compile.
   */
  function _wrongCallsDoNotCompile() {
    // @ts-expect-error the path parameter is missing
    void call(communityEndpoints.posts, { query: {} });
    // @ts-expect-error a path parameter of the wrong type
    void call(communityEndpoints.posts, { params: { communityId: [1] } });
    // @ts-expect-error a body field of the wrong type
    void call(communityEndpoints.join, { body: { communityId: 'three', extra: 1 } });
    // @ts-expect-error no body at all where one is described
    void call(communityEndpoints.toggleLike);
    // @ts-expect-error a body sent to an endpoint that takes none
    void call(communityEndpoints.list, { body: { communityId: 1 } });
    // @ts-expect-error a multipart endpoint takes a form, not JSON
    void call(communityEndpoints.createPost, { body: { postText: 'hi' } });
    // @ts-expect-error the answer's data is typed: a list of communities has no `postId`
    void call(communityEndpoints.list).then((answer) => answer.data[0]?.postId);
    const body = { decision: 'accepted' } as const;
    // @ts-expect-error a path parameter outside its list: no such document kind
    void call(documentEndpoints.review, { params: { admissionApplicationId: 1, kind: 'diary' }, body });
    // @ts-expect-error a review decision outside its list
    void call(documentEndpoints.review, { params: { admissionApplicationId: 1, kind: 'sop' }, body: {} });
    const params = { admissionApplicationId: 1 };
    // @ts-expect-error a status the workflow does not know
    void call(applicationEndpoints.changeStatus, { params, body: { status: 'Approved' } });
    const file = { params: { admissionApplicationId: 1, kind: 'sop' } } as const;
    // @ts-expect-error a file's endpoint answers bytes, not JSON: it is linked to, never called
    void call(documentEndpoints.file, file);
    // @ts-expect-error a link's path parameter is missing
    void urlOf(documentEndpoints.file, { params: { admissionApplicationId: 1 } });
    // @ts-expect-error a link's query outside its list: no such audit action
    void urlOf(auditEndpoints.export, { query: { action: 'everything' } });
    // @ts-expect-error only a GET can be a link
    void urlOf(communityEndpoints.join, { body: { communityId: 3 } });
  }
  void _wrongCallsDoNotCompile;
});

describe('urlOf: the address of a file from its description', () => {
  it('fills the path and leaves out empty query values', () => {
    expect(urlOf(documentEndpoints.file, { params: { admissionApplicationId: 41, kind: 'sop' } })).toBe(
      '/api/v1/admission/41/documents/sop/file',
    );
    expect(urlOf(auditEndpoints.export)).toBe('/api/v1/staff/audit/export');
    expect(
      urlOf(applicationEndpoints.staffExport, {
        query: { q: 'Asha K', status: undefined, countryId: 4, from: '' },
      }),
    ).toBe('/api/v1/staff/applications/export?q=Asha%20K&countryId=4');
  });
});
