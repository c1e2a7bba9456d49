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

  // Every route, downloads included, is described in @edupath/contract and registered with
  // `serve` (docs/decisions/012-endpoints-described-once.md): a file is `answer: fileAnswer(…)`.
  it('registers no route by hand', () => {
    const undescribed = t.app.apiRoutes.filter((route) => !route.endpoint).map((r) => key(r.method, r.url));
    expect(undescribed).toEqual([]);
  });
});
