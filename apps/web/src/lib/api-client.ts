import {
  type ApiErrorBody,
  type ApiResponse,
  type EndpointAnswer,
  type EndpointInput,
  fillPath,
  type JsonEndpointDescription,
} from '@edupath/contract';
import { API_BASE } from '@edupath/contract/constants';
import { authStorage } from './auth-storage';

/** An HTTP error with the server's message and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const CANNOT_REACH = 'Cannot reach the server. Check your connection and try again.';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Do not treat a 401 as "session over" (login itself, the on-load session check). */
  allowUnauthorized?: boolean;
}

/** On a 401: clear the auth state and go to /login (docs/accounts.md, "Sessions"). Replaceable in tests. */
export const unauthorizedHandler = {
  handle: () => {
    authStorage.clear();
    if (window.location.pathname !== '/login') window.location.assign('/login');
  },
};

/**
 * Where the requests go: this page's origin through the browser's fetch, or, when the server renders a
 * public page, the server's own API in-process (entry-server.tsx), so both ask the same endpoints.
 */
export const apiTransport = {
  origin: (): string => window.location.origin,
  fetch: (url: string, init: RequestInit): Promise<Response> => fetch(url, init),
};

function buildUrl(path: string, query?: RequestOptions['query']) {
  const url = new URL(`${API_BASE}/${path.replace(/^\//, '')}`, apiTransport.origin());
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * The one API client: credentials always sent, the bearer token added when present,
 * JSON or FormData bodies, and the envelope unwrapped into `{ data, message }`. Screens reach it
 * only through `call`, which takes the path, the method and the types from the endpoint's
 * description, so no screen writes a path of its own.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = authStorage.get().accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await apiTransport.fetch(buildUrl(path, options.query), {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, CANNOT_REACH);
  }

  const payload = (await response.json().catch(() => null)) as ApiResponse<T> | ApiErrorBody | null;
  // A success whose body never arrived whole (the page was left while it was read, the connection
  // dropped) is no answer at all, not a refusal: callers must not take it as "the session is over".
  if (response.ok && !payload) throw new ApiError(0, CANNOT_REACH);
  if (!response.ok || !payload || payload.success === false) {
    if (response.status === 401 && !options.allowUnauthorized) unauthorizedHandler.handle();
    const errorBody = payload as ApiErrorBody | null;
    // No message means none: each page then shows its own fallback text (docs/api.md, "Errors").
    throw new ApiError(response.status, errorBody?.message ?? '', errorBody?.errors);
  }
  return payload as ApiResponse<T>;
}

interface CallOptions {
  /** The query's abort signal, so a page left mid-request does not wait for its answer. */
  signal?: AbortSignal;
  /** As for `apiRequest`: a 401 here is the answer, not "session over" (a sign-in, the on-load check). */
  allowUnauthorized?: boolean;
}

/**
 * Calls an endpoint through its description in @edupath/contract: the path, the method and the
 * types of what is sent and answered come from it, so a wrong one does not compile
 * (docs/decisions/012-endpoints-described-once.md). Answers the whole body, envelope included.
 * A file's endpoint (`fileAnswer`) is not JSON and does not compile here: link to it with `urlOf`.
 */
export async function call<E extends JsonEndpointDescription>(
  description: E,
  ...[input]: Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions]
): Promise<EndpointAnswer<E>> {
  const parts = (input ?? {}) as CallOptions & {
    params?: Record<string, unknown>;
    query?: RequestOptions['query'];
    body?: unknown;
  };
  const answer = await apiRequest<unknown>(fillPath(description.path, parts.params), {
    method: description.method,
    query: parts.query,
    signal: parts.signal,
    allowUnauthorized: parts.allowUnauthorized,
    body: parts.body ?? (description.method === 'GET' || description.method === 'DELETE' ? undefined : {}),
  });
  return answer as EndpointAnswer<E>;
}
