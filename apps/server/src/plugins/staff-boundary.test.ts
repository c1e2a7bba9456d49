import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../modules/auth/index';
import { startTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { STAFF_API_PREFIX } from './auth';

/**
 * The console's whole API is closed to visitors (401) and students (403) at the door, before
 * validation (docs/console.md, "Roles and scope"): every operation of the OpenAPI document under
 * /staff/ is called with junk parameters and bodies, so a route added later is covered without
 * anyone remembering to list it. Which staff may do what is each module's own matrix test.
 */
let t: TestApp;
let studentToken: string;
let operations: Array<{ method: string; path: string }> = [];

beforeAll(async () => {
  t = await startTestApp();
  const student = await createUser(t.database.db);
  studentToken = (await createSession(t.database.db, t.app.config, student, {})).accessToken;
  const document = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith(STAFF_API_PREFIX))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
}, 60_000);
afterAll(() => t.close());

const call = (method: string, path: string, token?: string) => {
  const url = `${t.url}${path.replace(/\{[^}]+\}/g, 'x')}`;
  return fetch(url, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(method !== 'GET' && method !== 'DELETE' && { 'content-type': 'application/json' }),
    },
    body: method === 'GET' || method === 'DELETE' ? undefined : '{"not":"valid"',
  });
};

describe('the staff API', () => {
  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
  });

  it('answers a visitor 401 and a student 403 on every operation, whatever the request holds', async () => {
    const wrong: string[] = [];
    for (const { method, path } of operations) {
      const visitor = await call(method, path);
      if (visitor.status !== 401) wrong.push(`${method} ${path} as a visitor: ${visitor.status}`);
      const student = await call(method, path, studentToken);
      if (student.status !== 403) wrong.push(`${method} ${path} as a student: ${student.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("a student's copy of her data (docs/privacy.md#export)", () => {
  it('is closed to advisors and admins: they cannot ask for one or download one, only admins see its state', async () => {
    const wrong: string[] = [];
    for (const role of ['advisor', 'admin'] as const) {
      const staff = await createUser(t.database.db, { role });
      const token = (await createSession(t.database.db, t.app.config, staff, {})).accessToken;
      for (const [method, path] of [
        ['GET', '/api/v1/account/data-export'],
        ['POST', '/api/v1/account/data-export'],
        ['GET', '/api/v1/account/data-export/1/file'],
      ] as const) {
        const answer = await fetch(`${t.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        });
        if (answer.status !== 403) wrong.push(`${method} ${path} as ${role}: ${answer.status}`);
      }
      const state = await call('GET', '/api/v1/staff/students/1/data-exports', token);
      const allowed = role === 'admin' ? [200, 404] : [403];
      if (!allowed.includes(state.status)) wrong.push(`the state as ${role}: ${state.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
