import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/**
 * Every route documents what it answers: a 2xx response with a schema. The same schema is what
 * serialises the answer, so a route that forgets it would also stop dropping undeclared fields.
 */
describe('OpenAPI document', () => {
  it('declares a 2xx answer schema on every operation of every route', async () => {
    const answer = await fetch(`${t.url}/api/docs/json`);
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
    // The API is not a handful of routes: a broken document generator must not pass by listing none.
    expect(operations.length).toBeGreaterThan(60);

    const undocumented = operations
      .filter(({ operation }) =>
        Object.entries(operation.responses ?? {}).every(
          ([status, response]) =>
            !/^2\d\d$/.test(status) ||
            !Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
        ),
      )
      .map(({ name }) => name);
    expect(undocumented).toEqual([]);
  });
});

describe('API_DOCS_PUBLIC', () => {
  it('turned off, answers 404 for the browsable docs and the document, and the API still works', async () => {
    const closed = await startTestApp({ API_DOCS_PUBLIC: 'false' });
    try {
      for (const path of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect([path, (await fetch(`${closed.url}${path}`)).status]).toEqual([path, 404]);
      }
      expect((await fetch(`${closed.url}/api/v1/country`)).status).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
