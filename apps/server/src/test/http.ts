/** A tiny HTTP client for API tests: real requests, JSON in and out. */
export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; message: string; data: T; errors?: Record<string, string> };
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as is (for invalid JSON, wrong content types, multipart). */
  raw?: RequestInit['body'];
}

export function apiClient(baseUrl: string) {
  async function request<T = unknown>(method: string, path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'] | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const url =
      path.startsWith('/api') || path.startsWith('/') ? `${baseUrl}${path}` : `${baseUrl}/api/v1/${path}`;
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: ApiAnswer<T>['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { success: false, message: text, data: null as T };
    }
    return { status: response.status, headers: response.headers, body: parsed } satisfies ApiAnswer<T>;
  }
  const api = (path: string) => (path.startsWith('/') ? path : `/api/v1/${path}`);
  return {
    get: <T = unknown>(path: string, o?: RequestOptions) => request<T>('GET', api(path), o),
    post: <T = unknown>(path: string, o?: RequestOptions) => request<T>('POST', api(path), o),
    put: <T = unknown>(path: string, o?: RequestOptions) => request<T>('PUT', api(path), o),
    patch: <T = unknown>(path: string, o?: RequestOptions) => request<T>('PATCH', api(path), o),
    delete: <T = unknown>(path: string, o?: RequestOptions) => request<T>('DELETE', api(path), o),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
