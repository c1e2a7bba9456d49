import * as contract from '@edupath/contract';
import { API_BASE } from '@edupath/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Every description @edupath/contract exports: the `…Endpoints` groups, one entry per endpoint. */
function describedEndpoints(): contract.EndpointDescription[] {
  return Object.entries(contract)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, group]) => Object.values(group as Record<string, contract.EndpointDescription>));
}

const key = (method: string, url: string) => `${method} ${url}`;

/**
 * Routes still registered by hand, not from a description: the work left of moving them
 * (docs/decisions/012-endpoints-described-once.md). The number may only go down — a new route is
 * described in @edupath/contract and registered with `serve`, downloads included: a file, a CSV,
 * a calendar or a picture is described with `answer: fileAnswer(type, …)` and its handler sends
 * the bytes on `reply` (the 14 public catalogue reads and the 13 downloads moved: 109 → 82).
 * Counted in the embedded pass and in the PostgreSQL-and-Redis pass: both register 82.
 */
const ROUTES_NOT_YET_DESCRIBED = 6;

describe('the server and @edupath/contract', () => {
  it('registers every described endpoint exactly once, from its description', () => {
    const described = describedEndpoints();
    expect(described.length).toBeGreaterThan(0);
    const registered = new Map<string, number>();
    for (const route of t.app.apiRoutes.filter((r) => r.endpoint)) {
      registered.set(key(route.method, route.url), (registered.get(key(route.method, route.url)) ?? 0) + 1);
    }
    const expected = new Map(described.map((d) => [key(d.method, `${API_BASE}${d.path}`), 1]));
    expect(Object.fromEntries(registered)).toEqual(Object.fromEntries(expected));
  });

  it('has no more routes outside the descriptions than before', () => {
    const undescribed = t.app.apiRoutes.filter((route) => !route.endpoint).map((r) => key(r.method, r.url));
    expect(undescribed.length).toBeLessThanOrEqual(ROUTES_NOT_YET_DESCRIBED);
  });
});
