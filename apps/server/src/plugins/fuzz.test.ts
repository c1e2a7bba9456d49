import {
  COURSE_CSV_COLUMNS,
  type CourseCsvColumn,
  createPostSchema,
  INT4_MAX,
  REQUIREMENT_FIELD_KEYS,
  type RequirementFieldKey,
  saveBasicInfoSchema,
  updateProfileSchema,
} from '@edupath/contract';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createSession } from '../modules/auth/index';
import { startTestApp, type TestApp } from '../test/app';
import { createCategory, createCountry, createUniversity } from '../test/catalogue-factories';
import { connectSocket, supportPair } from '../test/chat-factories';
import { addMember, createCommunity, createPost } from '../test/communities-factories';
import { createUser, type TestUser } from '../test/factories';
import { apiClient } from '../test/http';
import { makePng } from '../test/images';

/**
 * Property-based fuzzing of every operation in the OpenAPI document (docs/api.md, "Errors": nothing
 * a client sends produces a 500). Each operation gets arbitrary path parameters, query strings and
 * bodies (JSON, broken JSON, multipart with arbitrary parts and files, course CSVs), sent
 * anonymously, as a student and as an admin, so that the handlers behind the validation run too.
 * Before the random requests, each operation gets one request per class of hostile input
 * (docs/api.md#input-rules), as a student and as an admin, with the class in every slot at once
 * (see hostileValue): integers at and past the int4 range and negative, an unpaired surrogate and
 * a NUL in every text field, CSV cell and file name. The chat's socket events get the same classes.
 * The seed is fixed, so a failure is reproduced by running the file again; fast-check prints the
 * shrunk request.
 */

const SEED = 20_261_123;
const RUNS_PER_OPERATION = 30;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maximum?: number;
  required?: string[];
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
/** A course import row that passes every check, which the CSV arbitrary then spoils cell by cell. */
let goodCsvRow = {} as Record<CourseCsvColumn, string>;
/** A chat and its student, for the socket events. */
let pair: Awaited<ReturnType<typeof supportPair>>;

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
  pair = await supportPair(db, api);
  const country = await createCountry(db);
  const university = await createUniversity(db, country.countryId);
  const category = await createCategory(db);
  goodCsvRow = {
    courseName: 'MSc Fuzzing',
    universityId: String(university.universityId),
    courseCategoryId: String(category.courseCategoryId),
    courseType: 'Postgraduate',
    duration: '2 years',
    fee: '25000',
    currencyCode: 'GBP',
    intake: 'September',
    intakeStart: '2031-09-20',
    applicationDeadline: '2031-06-30',
    modeOfStudy: 'Full-time',
    eligibility: "Bachelor's degree",
    description: '',
    isFeatured: 'no',
    // Entry requirements left blank: none stated.
    ...(Object.fromEntries(REQUIREMENT_FIELD_KEYS.map((key) => [key, ''])) as Record<
      RequirementFieldKey,
      string
    >),
  };

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
  // Unpaired surrogates: a high one alone, followed by text, a low one alone, one cut off at the end.
  '\ud800',
  '\ud800x',
  '\udc00',
  'a\ud83d',
  '-1',
  '0',
  '1',
  '2',
  // The int4 range of every id column, its edges and past them.
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '1,2147483648',
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
  fc.constantFrom(INT4_MAX, INT4_MAX + 1, -INT4_MAX - 1, -INT4_MAX - 2, 2 ** 32, Number.MAX_SAFE_INTEGER, -0),
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
  | {
      kind: 'multipart';
      fields: Record<string, string>;
      file: { field: string; bytes: Uint8Array; name: string } | null;
    };

const fileNames = fc.constantFrom(
  'upload.png',
  'courses.csv',
  'a\u0000b.csv',
  '\u0000',
  '',
  '../../etc/passwd',
  'x'.repeat(300),
  'caf\u00e9.csv',
);

/** A cell as a spreadsheet writes it: quoted when it holds a comma, a quote or a line break. */
const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

function csvFile(rows: Array<Record<CourseCsvColumn, string>>): Uint8Array {
  const lines = [
    COURSE_CSV_COLUMNS.join(','),
    ...rows.map((row) => COURSE_CSV_COLUMNS.map((c) => csvCell(row[c])).join(',')),
  ];
  // A lone surrogate has no UTF-8 form: written as the bytes it would have (WTF-8), which a strict
  // UTF-8 reader must refuse.
  return wtf8(lines.join('\r\n'));
}

/** A course import file: rows that pass every check, with some cells replaced or spoiled. */
function csvArbitrary(): fc.Arbitrary<Uint8Array> {
  const row = fc.record(
    Object.fromEntries(
      COURSE_CSV_COLUMNS.map((column) => [
        column,
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(goodCsvRow[column]) },
          // Short: the long texts of anyText would only make the file slow to read.
          { weight: 1, arbitrary: fc.oneof(nastyText, fc.string({ maxLength: 40 })) },
          { weight: 1, arbitrary: nastyText.map((text) => `${goodCsvRow[column]}${text}`) },
        ),
      ]),
    ) as Record<CourseCsvColumn, fc.Arbitrary<string>>,
  );
  return fc.array(row, { minLength: 1, maxLength: 3 }).map(csvFile);
}

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const fields = fc.dictionary(fc.constantFrom(...fieldNames), anyText.map(String), { maxKeys: 6 });
  const file = fc.option(
    fc.record({
      field: fc.constantFrom('profileImage', 'postImage', 'image', 'file'),
      bytes: fc.oneof(fc.uint8Array({ maxLength: 2_000 }), fc.constant(png), csvArbitrary()),
      name: fileNames,
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
        (filled, name, index) => filled.replace(`{${name}}`, encodeUrlText(String(values[index])) || '%20'),
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

// ---------------------------------------------------------------- hostile classes

/** UTF-8 bytes of `text`, a lone surrogate written as the three bytes it would take (WTF-8). */
function wtf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(...new TextEncoder().encode(char));
  }
  return new Uint8Array(bytes);
}

/** Percent-encoded like encodeURIComponent, which throws on a lone surrogate: that one goes as its WTF-8 bytes. */
function encodeUrlText(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [...wtf8(char)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

/** One class of hostile input: the value of every integer slot and of every text slot. */
interface HostileClass {
  name: string;
  integer: number;
  text: string;
}

const HOSTILE_CLASSES: HostileClass[] = [
  { name: 'the largest int4', integer: INT4_MAX, text: 'x' },
  { name: 'past int4', integer: INT4_MAX + 1, text: 'x' },
  { name: 'negative past int4', integer: -INT4_MAX - 2, text: 'x' },
  { name: 'an unpaired surrogate', integer: 1, text: 'x\ud800y' },
  { name: 'a NUL', integer: 1, text: 'x\u0000y' },
];

/** The course import's free-text columns: a hostile text there passes the other columns' checks. */
const CSV_TEXT_COLUMNS: CourseCsvColumn[] = ['courseName', 'duration', 'eligibility', 'description'];

/**
 * How one request's slots are filled: the class's values, and which value of each enum (rotated
 * over the requests, so `dryRun=false` is sent as well as `dryRun=true`).
 */
interface Fill {
  hostile: HostileClass;
  pick: number;
}

const isNull = (schema: JsonSchema) => [schema.type ?? []].flat().includes('null');

/**
 * A value of `schema` with the class's integer in every number slot and its text in every free-text
 * slot; plausible values elsewhere (enums, formats), and null for an optional field that may be
 * null (an optional picture, say), so the request gets past the checks to where the value is used.
 */
function hostileValue(schema: JsonSchema | undefined, fill: Fill, required = true): unknown {
  const { hostile } = fill;
  const options = [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])];
  if (!required && schema && (isNull(schema) || options.some(isNull))) return null;
  const option = options.find((o) => !isNull(o)) ?? schema;
  if (!option) return hostile.text;
  if (option.const !== undefined) return option.const;
  if (option.enum?.length) return option.enum[fill.pick % option.enum.length];
  const types = [option.type ?? []].flat();
  if (types.includes('integer') || types.includes('number')) return hostile.integer;
  if (types.includes('boolean')) return false;
  if (types.includes('array')) return [hostileValue(option.items, fill)];
  if (types.includes('object') || option.properties) {
    return Object.fromEntries(
      Object.entries(option.properties ?? {}).map(([name, property]) => [
        name,
        hostileValue(property, fill, option.required?.includes(name) ?? false),
      ]),
    );
  }
  if (option.format === 'email') return `fuzz${fill.pick}@example.test`;
  if (option.format === 'date') return '2031-09-01';
  if (option.format === 'date-time') return '2031-09-01T00:00:00.000Z';
  return hostile.text;
}

/**
 * The text fields of the multipart forms, which the document does not list (a form is read by its
 * handler): within @fastify/multipart's limit of 20 fields, or the form is refused before it is read.
 */
const MULTIPART_FIELDS = [
  ...new Set(
    [createPostSchema, saveBasicInfoSchema, updateProfileSchema].flatMap((form) => Object.keys(form.shape)),
  ),
].slice(0, 19);

/** One request per hostile class for an operation, every slot filled at once (see hostileValue). */
function hostileRequests(method: string, path: string, operation: Operation, who: number) {
  return HOSTILE_CLASSES.map((hostile, index) => {
    const fill = { hostile, pick: index + who };
    const parameters = operation.parameters ?? [];
    const slot = (parameter: (typeof parameters)[number]) => {
      // A list of ids in a query (`courseIds=1,2`) is text in the document.
      if (/Ids$/.test(parameter.name) && !parameter.schema?.enum) return String(hostile.integer);
      const value = hostileValue(parameter.schema, fill);
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    };
    const url = parameters
      .filter((p) => p.in === 'path')
      .reduce((filled, p) => filled.replace(`{${p.name}}`, encodeUrlText(slot(p))), path);
    const query = parameters
      .filter((p) => p.in === 'query')
      .map((p) => `${encodeURIComponent(p.name)}=${encodeUrlText(slot(p))}`)
      .join('&');
    const content = operation.requestBody?.content ?? {};
    let body: Body = { kind: 'none' };
    if (content['application/json']) {
      body = { kind: 'json', value: hostileValue(content['application/json'].schema, fill) };
    } else if (method !== 'GET' && method !== 'DELETE') {
      // Every multipart form's fields, and a course file whose free-text cells and name carry the text.
      const fields = Object.fromEntries(
        MULTIPART_FIELDS.map((name) => [
          name,
          /Id$/.test(name) ? String(hostile.integer) : name === 'email' ? 'fuzz@example.test' : hostile.text,
        ]),
      );
      const row = { ...goodCsvRow, courseName: `MSc Hostile ${index}` };
      for (const column of CSV_TEXT_COLUMNS) row[column] = `${row[column]}${hostile.text}`;
      row.universityId = hostile.integer === 1 ? row.universityId : String(hostile.integer);
      body = {
        kind: 'multipart',
        fields,
        file: { field: 'file', bytes: csvFile([row]), name: `courses${hostile.text}.csv` },
      };
    }
    return { hostile: hostile.name, url: `${url}${query ? `?${query}` : ''}`, body };
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
    if (body.file) form.append(body.file.field, new Blob([new Uint8Array(body.file.bytes)]), body.file.name);
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

  it('documents every numeric id of every input within the int4 range (docs/api.md#input-rules)', () => {
    const outOfRange: string[] = [];
    let ids = 0;
    const check = (name: string, schema: JsonSchema | undefined, where: string) => {
      const numeric = [schema?.type ?? []].flat().some((type) => type === 'integer' || type === 'number');
      if (!/Ids?$/.test(name) || !numeric) return;
      ids++;
      if (!((schema?.maximum ?? Number.POSITIVE_INFINITY) <= INT4_MAX)) outOfRange.push(`${where} ${name}`);
    };
    const walk = (schema: JsonSchema | undefined, where: string) => {
      for (const [name, property] of Object.entries(schema?.properties ?? {})) {
        check(name, property, where);
        walk(property, `${where}.${name}`);
      }
      for (const option of [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])]) walk(option, where);
      if (schema?.items) walk(schema.items, `${where}[]`);
    };
    for (const { method, path, operation } of operations) {
      for (const parameter of operation.parameters ?? [])
        check(parameter.name, parameter.schema, `${method} ${path}`);
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        walk(media.schema, `${method} ${path}`);
    }
    expect(outOfRange).toEqual([]);
    // Not vacuous: the document has ids in paths, queries and bodies.
    expect(ids).toBeGreaterThan(50);
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
      // Every class of hostile input, as a student first, then as an admin (a staff-only
      // operation answers a student 403 before it reads anything).
      for (const [index, who] of (['student', 'admin'] as const).entries()) {
        for (const { hostile, url, body } of hostileRequests(method, path, operation, index)) {
          const answer = await send(method, url, tokens[who], body);
          if (answer.status >= 500)
            failures.push(`${method} ${path} as ${who}, ${hostile}: ${url} -> ${answer.status}`);
        }
      }
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

  it('never acknowledges a socket event with a 5xx', async () => {
    const failures: string[] = [];
    const admin = (await createSession(t.database.db, t.app.config, people.admin, {})).accessToken;
    for (const [who, token] of [
      ['student', pair.student.token],
      ['admin', admin],
    ] as const) {
      const socket = await connectSocket(t.url, { token });
      // Untyped: the payloads are hostile on purpose, not the contract's.
      const loose = socket as unknown as {
        timeout(ms: number): {
          emitWithAck(event: string, payload: unknown): Promise<{ ok: boolean; status?: number }>;
        };
      };
      const emit = (event: string, payload: unknown) => loose.timeout(5_000).emitWithAck(event, payload);
      try {
        const payloads: Array<[event: string, payload: unknown, label: string]> = [];
        for (const { name, integer, text } of HOSTILE_CLASSES) {
          // The chat's own id with the text classes, so the message gets as far as being stored.
          const chatId = integer === 1 ? pair.chatId : integer;
          for (const event of ['joinChat', 'markRead']) {
            payloads.push([event, chatId, name], [event, text, name]);
          }
          payloads.push([
            'sendMessage',
            {
              chatId,
              message: `hello ${text}`,
              receiverId: integer,
              clientId: `fuzz-client-${payloads.length}`,
            },
            name,
          ]);
        }
        const random = fc.sample(fc.tuple(fc.constantFrom('joinChat', 'markRead', 'sendMessage'), anyValue), {
          seed: SEED,
          numRuns: 40,
        });
        for (const [event, payload] of random) payloads.push([event, payload, 'random']);
        for (const [event, payload, label] of payloads) {
          const answer = await emit(event, payload);
          if ((answer.status ?? 200) >= 500) {
            failures.push(`${event} as ${who}, ${label}: ${fc.stringify(payload)} -> ${answer.status}`);
          }
        }
      } finally {
        socket.close();
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
