import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, usingPostgres } from '../../test/app';

/**
 * Heavy searches cannot hold up everyone else (docs/api.md, "Busy and full"): the searches over
 * the limit are turned away at once with 503 + Retry-After, and a statement stopped by the
 * database's timeout is a clean 503 too, never a 500.
 */
/** Each test starts its own app (migrations included): seconds alone, far more on a busy CI machine. */
const APP_START_TIMEOUT = 120_000;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * Holds the database so that a search started now stays in flight until released: on
 * PostgreSQL a transaction locks the courses table; on the embedded database, which runs one
 * query at a time, an open transaction makes every other query wait for it.
 */
async function holdSearches(app: TestApp): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held!: () => void;
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const transaction = app.database.db.transaction(async (tx) => {
    await tx.execute(usingPostgres() ? sql`LOCK TABLE courses IN ACCESS EXCLUSIVE MODE` : sql`select 1`);
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await transaction;
  };
}

/**
 * A search not asked before (a repeated one is answered from the catalogue cache without reaching
 * the gate), and one PostgreSQL answers: a search with words is matched in memory
 * (docs/catalogue.md#the-course-index) and may never wait on the locked table.
 */
let searches = 0;
const search = (app: TestApp) => fetch(`${app.url}/api/v1/course/search?minFee=${++searches}`);

describe('GET /course/search when searches are already running', () => {
  it(
    'answers 503 with Retry-After and a message when the search queue is full, and serves the rest',
    async () => {
      t = await startTestApp({ SEARCH_CONCURRENCY: '1', SEARCH_QUEUE_LENGTH: '0' });
      const release = await holdSearches(t);
      const answers = [search(t), search(t)];
      // One of the two takes the only turn and waits for the database; the other is refused at once.
      const first = await Promise.race(answers);
      expect(first.status).toBe(503);
      expect(first.headers.get('retry-after')).toBe('1');
      expect(await first.json()).toEqual({
        success: false,
        message: 'Course search is busy right now. Please try again in a moment.',
        data: null,
      });

      await release();
      const statuses = (await Promise.all(answers)).map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 503]);
      expect((await search(t)).status).toBe(200);
    },
    APP_START_TIMEOUT,
  );

  it(
    'refuses searches while the event loop is saturated, before they start, and takes them again once it is not',
    async () => {
      t = await startTestApp({ SEARCH_MAX_LOOP_UTILIZATION: '0.85' });
      expect((await search(t)).status).toBe(200);
      // What the embedded database does to the loop under a flood of searches: it runs each
      // query on this thread, so requests wait unread and the gate never sees them.
      const until = performance.now() + 600;
      while (performance.now() < until) {
        // busy on purpose
      }
      const refused = await search(t);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      // Other reads are served all the while.
      expect((await fetch(`${t.url}/api/v1/course/categories`)).status).toBe(200);
      await sleep(600);
      expect((await search(t)).status).toBe(200);
    },
    APP_START_TIMEOUT,
  );

  // The embedded database (PGlite) has no timer to stop a running statement with, so this
  // guarantee exists only on PostgreSQL; there the search gate is what bounds the wait.
  it.skipIf(!usingPostgres())(
    'answers 503 with a message, not 500, when the statement timeout stops a search',
    async () => {
      t = await startTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '300' });
      const release = await holdSearches(t);
      try {
        const answer = await search(t);
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(((await answer.json()) as { message: string }).message).toBe(
          'The server is busy and this took too long. Please try again in a moment.',
        );
      } finally {
        await release();
      }
      expect((await search(t)).status).toBe(200);
    },
    APP_START_TIMEOUT,
  );
});
