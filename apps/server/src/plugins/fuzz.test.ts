import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createSession } from '../modules/auth/index';
import { startTestApp, type TestApp } from '../test/app';
import { supportPair } from '../test/chat-factories';
import { addMember, createCommunity, createPost } from '../test/communities-factories';
import { createUser, type TestUser } from '../test/factories';
import { apiClient } from '../test/http';
import { makePng } from '../test/images';

/**
 * Property-based fuzzing of every operation in the OpenAPI document (docs/api.md, "Errors": nothing
 * a client sends produces a 500). Each operation gets arbitrary path parameters, query strings and
 * bodies (JSON, broken JSON, multipart with arbitrary parts), sent anonymously, as a student and
 * as an admin, so that the handlers behind the validation run too. The seed is fixed, so a failure
 * is reproduced by running the file again; fast-check prints the shrunk request.
 */

const SEED = 20_261_123;
const RUNS_PER_OPERATION = 30;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
}

interface Operation {
  parameters?: Array<{ in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

let t: TestApp;
let api: ReturnType<typeof apiClient>;
const people: Record<'student' | 'admin', TestUser> = {} as never;
let operations: Array<{ method: string; path: string; operation: Operation }> = [];
/** Every property name of every documented body, the likely names of multipart fields too. */
let fieldNames: string[] = [];
/** A real image, so uploads get as far as being stored. */
let png = new Uint8Array();

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  const db = t.database.db;
  png = new Uint8Array(await makePng(8, 8));
  people.student = await createUser(db);
  people.admin = await createUser(db, { role: 'admin' });
  // A little of everything, so small ids find rows and the handlers go past "not found".
  const community = await createCommunity(db);
  await addMember(db, community.communityId, people.student.userId);
  await createPost(db, { communityId: community.communityId, userId: people.student.userId });
  await supportPair(db, api);

  const document = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  const names = new Set(['postText', 'currentPassword', 'profileImage', 'postImage', 'image', 'chatId']);
  const collect = (schema: JsonSchema | undefined) => {
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      names.add(name);
      collect(property);
    }
  };
  for (const { operation } of operations) {
    for (const media of Object.values(operation.requestBody?.content ?? {})) collect(media.schema);
  }
  fieldNames = [...names];
}, 60_000);
afterAll(() => t.close());

// ---------------------------------------------------------------- arbitraries

const nastyText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '-1',
  '0',
  '1',
  '2',
  '2147483648',
  '99999999999999999999',
  '1e400',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '99999999999999999_9999999999',
  'Present',
  '2020',
  'x@example.test',
  'correct-horse-battery-staple-42',
);
const anyText = fc.oneof(
  nastyText,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 5_000, maxLength: 20_000, unit: 'binary-ascii' }),
);
const anyNumber = fc.oneof(
  fc.integer({ min: -2, max: 6 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(2_147_483_648, Number.MAX_SAFE_INTEGER, -0),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 3, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Mostly values of the documented type (so validation often passes), sometimes anything. */
function valueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const plausible: Array<fc.Arbitrary<unknown>> = [];
  for (const option of [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])]) {
    if (!option) continue;
    if (option.enum?.length) plausible.push(fc.constantFrom(...option.enum));
    const types = [option.type ?? []].flat();
    if (types.includes('integer') || types.includes('number')) plausible.push(anyNumber);
    if (types.includes('boolean')) plausible.push(fc.boolean());
    if (types.includes('string')) plausible.push(option.format === 'email' ? nastyText : anyText);
    if (types.includes('array')) plausible.push(fc.array(valueFor(option.items), { maxLength: 4 }));
    if (types.includes('object') && option.properties) plausible.push(objectFor(option));
  }
  return plausible.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...plausible) }, { weight: 1, arbitrary: anyValue })
    : anyValue;
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const declared = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(property)]),
  );
  return fc
    .tuple(
      fc.record(declared, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: Record<string, string>; file: { field: string; bytes: Uint8Array } | null };

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const fields = fc.dictionary(fc.constantFrom(...fieldNames), anyText.map(String), { maxKeys: 6 });
  const file = fc.option(
    fc.record({
      field: fc.constantFrom('profileImage', 'postImage', 'image', 'file'),
      bytes: fc.oneof(fc.uint8Array({ maxLength: 2_000 }), fc.constant(png)),
    }),
  );
  return fc.oneof(
    fc.constant<Body>({ kind: 'none' }),
    (jsonSchema?.properties ? objectFor(jsonSchema) : anyValue).map(
      (value): Body => ({ kind: 'json', value }),
    ),
    fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value })),
    fc
      .record({
        contentType: fc.constantFrom(
          'application/json',
          'multipart/form-data',
          'multipart/form-data; boundary=zz',
          'application/x-www-form-urlencoded',
          'text/plain',
          'application/octet-stream',
        ),
        text: fc.oneof(anyText, fc.constant('--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n')),
      })
      .map((raw): Body => ({ kind: 'raw', ...raw })),
    fc.record({ fields, file }).map((form): Body => ({ kind: 'multipart', ...form })),
  );
}

function pathFor(path: string, operation: Operation): fc.Arbitrary<string> {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const schemas = Object.fromEntries(
    (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.schema]),
  );
  return fc
    .tuple(...names.map((name) => valueFor(schemas[name])))
    .map((values) =>
      names.reduce(
        (filled, name, index) =>
          filled.replace(`{${name}}`, encodeURIComponent(String(values[index])) || '%20'),
        path,
      ),
    );
}

function queryFor(operation: Operation): fc.Arbitrary<string> {
  const declared = Object.fromEntries(
    (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema)]),
  );
  return fc
    .tuple(
      fc.record(declared, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 10 }), anyText, { maxKeys: 2 }),
      fc.boolean(),
    )
    .map(([known, extra, repeat]) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...extra, ...known })) {
        const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
        query.append(key, text);
        // A parameter given twice arrives as an array.
        if (repeat) query.append(key, text);
      }
      const text = query.toString();
      return text ? `?${text}` : '';
    });
}

// ---------------------------------------------------------------- the property

async function send(method: string, url: string, token: string | null, body: Body) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: RequestInit['body'];
  const canHaveBody = method !== 'GET' && method !== 'HEAD';
  if (canHaveBody && body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.value) ?? 'null';
  } else if (canHaveBody && body.kind === 'raw') {
    headers['content-type'] = body.contentType;
    payload = body.text;
  } else if (canHaveBody && body.kind === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
    if (body.file) form.append(body.file.field, new Blob([new Uint8Array(body.file.bytes)]), 'upload.png');
    payload = form;
  }
  const response = await fetch(`${t.url}${url}`, { method, headers, body: payload });
  return { status: response.status, text: await response.text() };
}

describe('fuzzing every documented operation', () => {
  it('covers the whole document', () => {
    // A broken document generator must not pass by listing nothing to fuzz.
    expect(operations.length).toBeGreaterThan(60);
  });

  it('never answers 5xx to any request', async () => {
    const failures: string[] = [];
    for (const { method, path, operation } of operations) {
      // Fresh sessions for each operation: logout, a password change or a staff action on the
      // student may end them, and the next operation must still run signed in.
      await t.database.db
        .update(users)
        .set({ isActive: true })
        .where(inArray(users.userId, [people.student.userId, people.admin.userId]));
      const tokens = {
        anonymous: null,
        student: (await createSession(t.database.db, t.app.config, people.student, {})).accessToken,
        admin: (await createSession(t.database.db, t.app.config, people.admin, {})).accessToken,
      };
      const request = fc.record({
        who: fc.constantFrom<keyof typeof tokens>('student', 'admin', 'anonymous'),
        path: pathFor(path, operation),
        query: queryFor(operation),
        body: bodyFor(operation),
      });
      const result = await fc.check(
        fc.asyncProperty(request, async ({ who, path: url, query, body }) => {
          const answer = await send(method, `${url}${query}`, tokens[who], body);
          return answer.status < 500;
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      if (result.failed) {
        failures.push(`${method} ${path}: ${fc.stringify(result.counterexample)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
