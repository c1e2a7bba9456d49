/**
 * Mixed traffic of honest students, all from one address, against a fresh server with the
 * shipped settings (default rate limits, embedded database with the demo catalogue): each
 * virtual user signs up, signs in, then browses the catalogue, signs in again now and then,
 * reads notifications and applies to a course, with a pause between pages as a person makes.
 * Beside them, course searches arrive at a steady rate whatever the answers (50 a second by
 * default: more than the embedded database can run), so the figures show whether heavy searches
 * hold up everyone else. Prints requests and p50/p99 per route, the 429 and 5xx counts — 0 and 0
 * expected: a campus behind one address must not be throttled (docs/decisions/007), and load
 * must not make the server fail — and, apart, the searches the server turned away with 503 and
 * Retry-After because its search queue was full or its event loop saturated (docs/api.md, "Busy and full"):
 * shedding them is how the rest stays fast, so they are counted but are not failures.
 *
 * BENCH_LOAD_USERS (100), BENCH_LOAD_SECONDS (60), BENCH_LOAD_THINK_MS (2000, the mean pause
 * between pages, ± 50 %), BENCH_LOAD_SEARCH_RATE (50 searches a second). BENCH_LOAD_DATABASE_URL
 * and BENCH_LOAD_REDIS_URL run it on PostgreSQL and Redis instead of the embedded database.
 * Fails (exit code 1) on any 429, 5xx (other than a shed search) or network error, never on time.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AppServer, report, startAppServer } from './lib';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 100);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 2000);
const SEARCH_RATE = Number(process.env.BENCH_LOAD_SEARCH_RATE ?? 50);
/** Students do not all arrive in the same millisecond: they start spread over this long. */
const RAMP_MS = Math.min(10_000, (SECONDS * 1000) / 4);
const SEARCH_TERMS = ['computer', 'business', 'data', 'engineering', 'medicine', 'law', 'design', 'art'];
/** What the steady searches ask: words, word pairs and filters, as students type them. */
const SEARCH_QUERIES = [
  ...SEARCH_TERMS.map((term) => `q=${term}`),
  ...SEARCH_TERMS.map((term) => `q=${term}&sort=fee&order=asc`),
  'q=comp%20sci',
  'q=science%20germany',
  'q=master',
  'q=a',
  'sort=newest',
  'courseType=Postgraduate',
];

interface Sample {
  route: string;
  status: number;
  ms: number;
  /** A 503 that says when to come back: load shed on purpose, not a failure. */
  shed?: boolean;
}

const samples: Sample[] = [];
let networkErrors = 0;

/** The server as `npm start` runs it, in its own process, with nothing but the defaults. */
function startServer(dataDir: string): Promise<AppServer> {
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (process.env.BENCH_LOAD_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_LOAD_DATABASE_URL;
  if (process.env.BENCH_LOAD_REDIS_URL) env.REDIS_URL = process.env.BENCH_LOAD_REDIS_URL;
  // To compare shedding thresholds; unset, the shipped default runs.
  if (process.env.SEARCH_MAX_LOOP_UTILIZATION)
    env.SEARCH_MAX_LOOP_UTILIZATION = process.env.SEARCH_MAX_LOOP_UTILIZATION;
  return startAppServer(env);
}

/** One request, timed and recorded under its route (path parameters folded into `:id`). */
async function call(
  base: string,
  route: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; json: unknown }> {
  const [method] = route.split(' ');
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: {
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const shed = response.status === 503 && response.headers.has('retry-after');
    samples.push({ route, status: response.status, ms: performance.now() - started, shed });
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: only the status counts
    }
    return { status: response.status, json };
  } catch {
    networkErrors++;
    return { status: 0, json: null };
  }
}

/** Every number under `key` anywhere in an answer, so that the bench survives changes of answer shape. */
function idsIn(json: unknown, key: string, found = new Set<number>()): number[] {
  if (Array.isArray(json)) for (const item of json) idsIn(item, key, found);
  else if (json && typeof json === 'object') {
    for (const [name, value] of Object.entries(json)) {
      if (name === key && typeof value === 'number') found.add(value);
      else idsIn(value, key, found);
    }
  }
  return [...found];
}

const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];

interface Catalogue {
  categoryIds: number[];
  courseIds: number[];
}

/** What a browsing student sees first, read once so that the users can follow links. */
async function discover(base: string): Promise<Catalogue> {
  const categories = await fetch(`${base}/api/v1/course/categories`).then((r) => r.json());
  const categoryIds = idsIn(categories, 'courseCategoryId');
  const courseIds = new Set<number>();
  for (const term of SEARCH_TERMS) {
    const found = await fetch(`${base}/api/v1/course/search?q=${term}`).then((r) => r.json());
    for (const id of idsIn(found, 'courseId')) courseIds.add(id);
  }
  for (const id of categoryIds.slice(0, 5)) {
    const list = await fetch(`${base}/api/v1/course/courses/${id}`).then((r) => r.json());
    for (const courseId of idsIn(list, 'courseId')) courseIds.add(courseId);
  }
  return { categoryIds, courseIds: [...courseIds] };
}

async function virtualUser(base: string, index: number, run: string, catalogue: Catalogue, deadline: number) {
  const email = `load-${run}-${index}@bench.test`;
  const password = `load-pass-${run}-${index}`;
  const signup = await call(base, 'POST /auth/signup', '/auth/signup', {
    body: { name: `Load Student ${index}`, email, password, confirmPassword: password },
  });
  if (signup.status !== 201) return false;
  const login = await call(base, 'POST /auth/login', '/auth/login', { body: { email, password } });
  const token = (login.json as { data?: { accessToken?: string } } | null)?.data?.accessToken;
  if (login.status !== 200 || !token) return false;

  const get = (route: string, url: string) => call(base, route, url, { token });
  let applied = false;
  const pages: Array<() => Promise<unknown>> = [
    // Home: popular countries, the categories, the bell.
    () =>
      Promise.all([
        get('GET /country', '/country'),
        get('GET /course/categories', '/course/categories'),
        get('GET /notification/unread-count', '/notification/unread-count'),
      ]),
    () => get('GET /university', `/university?page=${1 + Math.floor(Math.random() * 3)}`),
    () => get('GET /course/courses/:id', `/course/courses/${pick(catalogue.categoryIds) ?? 1}`),
    () => get('GET /course/:id', `/course/${pick(catalogue.courseIds) ?? 1}`),
    // Back on another device or after closing the tab: a sign-in among the reads.
    () => call(base, 'POST /auth/login', '/auth/login', { body: { email, password } }),
    () =>
      Promise.all([
        get('GET /notification/notifications', '/notification/notifications'),
        get('GET /notification/unread-count', '/notification/unread-count'),
      ]),
    () => get('GET /auth/me', '/auth/me'),
    async () => {
      if (applied || catalogue.courseIds.length === 0) return get('GET /admission', '/admission');
      applied = true;
      return call(base, 'POST /admission', '/admission', {
        token,
        body: { courseId: pick(catalogue.courseIds) },
      });
    },
  ];
  while (Date.now() < deadline) {
    await pick(pages)!();
    await sleep(THINK_MS * (0.5 + Math.random()));
  }
  return true;
}

/** Searches at a steady rate, each sent on time whether or not the earlier ones were answered. */
async function steadySearches(base: string, deadline: number) {
  if (SEARCH_RATE <= 0) return;
  const inFlight: Array<Promise<unknown>> = [];
  const interval = 1000 / SEARCH_RATE;
  for (let next = Date.now(); next < deadline; next += interval) {
    const wait = next - Date.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(call(base, 'GET /course/search', `/course/search?${pick(SEARCH_QUERIES)}`));
  }
  await Promise.all(inFlight);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function runLoadBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edupath-bench-load-'));
  const server = await startServer(dataDir);
  const { url } = server;
  try {
    const catalogue = await discover(url);
    console.info(
      `  ${USERS} students from one address for ${SECONDS} s (pause ${THINK_MS} ms ± 50 %), ` +
        `${catalogue.categoryIds.length} categories and ${catalogue.courseIds.length} courses to follow, ` +
        `load average ${loadavg()[0]!.toFixed(2)} before`,
    );
    const run = randomBytes(4).toString('hex');
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const [users] = await Promise.all([
      Promise.all(
        Array.from({ length: USERS }, async (_, i) => {
          await sleep((RAMP_MS * i) / USERS);
          return virtualUser(url, i, run, catalogue, deadline);
        }),
      ),
      steadySearches(url, deadline),
    ]);
    const elapsed = (Date.now() - started) / 1000;

    const byRoute = new Map<string, Sample[]>();
    for (const sample of samples) byRoute.set(sample.route, [...(byRoute.get(sample.route) ?? []), sample]);
    const count = (list: Sample[], test: (status: number) => boolean) =>
      list.filter((s) => !s.shed && test(s.status)).length;
    const rows: Array<[string, string]> = [...byRoute.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, list]) => {
        // Latency of the answers that were served: a shed search is answered at once.
        const sorted = list
          .filter((s) => !s.shed)
          .map((s) => s.ms)
          .sort((a, b) => a - b);
        const other4xx = count(list, (s) => s >= 400 && s < 500 && s !== 429);
        return [
          route,
          `${String(list.length).padStart(6)} req  p50 ${ms(percentile(sorted, 50)).padStart(9)}  p99 ${ms(percentile(sorted, 99)).padStart(9)}` +
            `  429 × ${count(list, (s) => s === 429)}  5xx × ${count(list, (s) => s >= 500)}` +
            (other4xx ? `  other 4xx × ${other4xx}` : '') +
            (list.some((s) => s.shed) ? `  shed × ${list.filter((s) => s.shed).length}` : ''),
        ];
      });
    const all = samples
      .filter((s) => !s.shed)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const tooMany = count(samples, (s) => s === 429);
    const failed = count(samples, (s) => s >= 500);
    const stranded = users.filter((ok) => !ok).length;
    report(`Mixed traffic, one address, default settings, ${SEARCH_RATE} searches/s`, [
      ...rows,
      [
        'all routes',
        `${samples.length} req in ${elapsed.toFixed(1)} s (${(samples.length / elapsed).toFixed(0)} req/s)  p50 ${ms(percentile(all, 50))}  p99 ${ms(percentile(all, 99))}`,
      ],
      ['429 (honest users throttled)', String(tooMany)],
      ['5xx', String(failed)],
      ['searches shed (503 + Retry-After)', String(samples.filter((s) => s.shed).length)],
      ['network errors', String(networkErrors)],
      ['users who could not sign up or in', String(stranded)],
      ['load average (1 min) at the end', loadavg()[0]!.toFixed(2)],
    ]);
    if (tooMany > 0 || failed > 0 || networkErrors > 0 || stranded > 0) {
      console.error('  FAILED: honest users were throttled or the server failed');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
