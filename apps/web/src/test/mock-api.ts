import { onTestFinished, vi } from 'vitest';

export interface MockRequest {
  method: string;
  /** Below /api/v1/, without the query: 'admission/41'. */
  path: string;
  url: URL;
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown;
}

export interface MockAnswer {
  status?: number;
  /** Merged into the envelope: `{ data }`, `{ message }`, `{ errors }`… */
  body?: Record<string, unknown>;
}

/** A handler may also throw or reject: the request then fails as if the network were down. */
export type MockHandler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;

/**
 * The one fake API of the web tests: replaces fetch for the current test with handlers keyed by
 * 'METHOD path' (path below /api/v1, without the query) and wraps each answer in the server's
 * envelope. The handlers object is read on every request, so a test may swap one midway.
 * A request no handler expects gets a 404 and fails the test when it ends.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: MockRequest[] = [];
  const unexpected: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
    const request = { method, path, url, body };
    calls.push(request);
    const handler = handlers[`${method} ${path}`];
    if (!handler) {
      unexpected.push(`${method} ${path}`);
      return json(404, { success: false, message: `No mock for ${method} ${path}`, data: null });
    }
    const answer = await handler(request);
    const status = answer.status ?? 200;
    return json(
      status,
      status < 400
        ? { success: true, message: 'OK', ...answer.body }
        : { success: false, data: null, ...answer.body },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (unexpected.length > 0) throw new Error(`Unexpected API requests: ${unexpected.join(', ')}`);
  });
  return { calls, fetchMock, handlers };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
