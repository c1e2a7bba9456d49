import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
    "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:;frame-src https://www.openstreetmap.org",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['a health check', '/healthz', 200],
    ['a public API read', '/api/v1/country?page=1&pageSize=2', 200],
    ['an answer refused before the handler', '/api/v1/staff/students', 401],
    ['a path that is nothing', '/api/v1/no-such-thing', 404],
  ])('are on %s', async (_name, path, status) => {
    const response = await fetch(t.url + path);
    expect(response.status).toBe(status);
    const headers = Object.fromEntries(response.headers);
    expect(headers).toMatchObject(SECURITY_HEADERS);
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
