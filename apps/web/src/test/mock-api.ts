import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (request: { body: unknown; url: URL }) => MockAnswer | Promise<MockAnswer>;

/**
 * Replaces fetch with handlers keyed by 'METHOD path' (path below /api/v1, without the query).
 * An unexpected call fails the test loudly instead of hanging.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Array<{ method: string; path: string; body: unknown; url: URL }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, url });
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`Unexpected request ${method} ${path}`);
    const answer = await handler({ body, url });
    const status = answer.status ?? 200;
    const payload =
      status < 400
        ? { success: true, message: 'OK', ...(answer.body as object) }
        : { success: false, data: null, ...(answer.body as object) };
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
