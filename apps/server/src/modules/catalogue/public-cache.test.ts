import type { CourseDetail, CourseListItem, Page } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema';
import { clusterAvailable, startTestApp, startTestCluster, type TestApp } from '../../test/app';
import {
  createCategory,
  createCountry,
  createCourse,
  createUniversity,
} from '../../test/catalogue-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { hasProgram, ownRedisServer } from '../../test/process';
import { createAnswerCache, etagOf, matchesIfNoneMatch, UNSYNCED_MAX_AGE_MS } from './public-cache';

/** The cache of public catalogue answers (docs/performance.md, "Catalogue cache"). */

async function placeCourses(db: TestApp['database']['db'], count: number, isPublished = true) {
  const country = await createCountry(db);
  const university = await createUniversity(db, country.countryId);
  const category = await createCategory(db);
  const made = [];
  for (let i = 0; i < count; i++) {
    made.push(
      await createCourse(
        db,
        { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
        // A long description makes the list big enough to be compressed (threshold 1 kB).
        {
          isPublished,
          description: `A course described at length. ${'Lectures, seminars and labs. '.repeat(20)}`,
        },
      ),
    );
  }
  return { category, courses: made };
}

describe('public catalogue answers from the cache', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let student: Awaited<ReturnType<typeof signedIn>>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.url);
    [admin, student] = await Promise.all([
      signedIn(t.database.db, api, 'admin'),
      signedIn(t.database.db, api, 'student'),
    ]);
  });
  afterAll(() => t?.close());

  it('serves the kept bytes until an admin changes the catalogue, then the change at once', async () => {
    const {
      category,
      courses: [course],
    } = await placeCourses(db(), 1);
    const list = `course/courses/${category.courseCategoryId}`;
    const first = await api.get<Page<CourseListItem>>(list);
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((c) => c.courseName)).toEqual([course!.courseName]);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

    // Changed behind the application's back: the kept answer is served, so the database was not asked.
    await db()
      .update(courses)
      .set({ courseName: 'Renamed directly' })
      .where(eq(courses.courseId, course!.courseId));
    const second = await api.get<Page<CourseListItem>>(list);
    expect(second.body.data.items.map((c) => c.courseName)).toEqual([course!.courseName]);
    expect(second.headers.get('etag')).toBe(etag);
    // The same answer for the same inputs written another way (defaults spelled out, another order).
    const spelled = await api.get(`${list}?pageSize=${first.body.data.pageSize}&page=1`);
    expect(spelled.headers.get('etag')).toBe(etag);

    // Unpublished through the admin API: gone from the list on the very next request.
    const unpublished = await api.put(`staff/catalogue/courses/${course!.courseId}/published`, {
      token: admin.token,
      body: { isPublished: false },
    });
    expect(unpublished.status).toBe(200);
    const after = await api.get<Page<CourseListItem>>(list);
    expect(after.body.data.items).toEqual([]);
    expect(after.body.data.total).toBe(0);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await api.get(`course/${course!.courseId}`)).status).toBe(404);

    // Published again: the answer is read afresh, with the direct rename in it.
    await api.put(`staff/catalogue/courses/${course!.courseId}/published`, {
      token: admin.token,
      body: { isPublished: true },
    });
    const again = await api.get<Page<CourseListItem>>(list);
    expect(again.body.data.items.map((c) => c.courseName)).toEqual(['Renamed directly']);
  });

  it('answers 304 without a body to a matching If-None-Match, and the full answer once it changed', async () => {
    const { category, courses: made } = await placeCourses(db(), 3);
    const url = `${t.url}/api/v1/course/courses/${category.courseCategoryId}`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const body = await first.text();
    const etag = first.headers.get('etag')!;
    // Compression still applies to the kept bytes; the ETag names the uncompressed answer.
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(etag).toBe(etagOf(body));

    for (const encoding of ['gzip', 'identity']) {
      const revalidated = await fetch(url, {
        headers: { 'if-none-match': etag, 'accept-encoding': encoding },
      });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('content-encoding')).toBeNull();
      expect(await revalidated.text()).toBe('');
    }
    // A second, uncompressed request is the same bytes.
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
    expect((await fetch(url, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);

    await api.put(`staff/catalogue/courses/${made[0]!.courseId}/published`, {
      token: admin.token,
      body: { isPublished: false },
    });
    const changed = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { data: Page<CourseListItem> }).data.total).toBe(2);
  });

  it("never gives a visitor an admin's preview of an unpublished course, nor an admin the visitor's 404", async () => {
    const {
      courses: [hidden],
    } = await placeCourses(db(), 1, false);
    const path = `course/${hidden!.courseId}`;
    for (let round = 0; round < 2; round++) {
      const preview = await api.get<CourseDetail>(path, { token: admin.token });
      expect(preview.status).toBe(200);
      expect(preview.body.data.courseName).toBe(hidden!.courseName);
      expect(preview.headers.get('cache-control')).toBe('private, no-store');
      expect(preview.headers.get('etag')).toBeNull();
      expect((await api.get(path)).status).toBe(404);
      expect((await api.get(path, { token: student.token })).status).toBe(404);
    }
  });

  it('gives a signed-in student and a visitor the same kept answer, and an admin the live one', async () => {
    const {
      courses: [course],
    } = await placeCourses(db(), 1);
    const path = `course/${course!.courseId}`;
    const visitor = await api.get<CourseDetail>(path);
    const asStudent = await api.get<CourseDetail>(path, { token: student.token });
    expect(asStudent.headers.get('etag')).toBe(visitor.headers.get('etag'));
    expect(asStudent.body).toEqual(visitor.body);

    await db()
      .update(courses)
      .set({ courseName: 'Seen live by admins' })
      .where(eq(courses.courseId, course!.courseId));
    expect((await api.get<CourseDetail>(path, { token: admin.token })).body.data.courseName).toBe(
      'Seen live by admins',
    );
    // The admin's read neither refreshed nor replaced the visitors' kept answer.
    expect((await api.get<CourseDetail>(path)).body.data.courseName).toBe(course!.courseName);
  });

  it('keeps answers that failed (404, 400) out of the cache', async () => {
    const {
      courses: [hidden],
    } = await placeCourses(db(), 1, false);
    expect((await api.get(`course/${hidden!.courseId}`)).status).toBe(404);
    await db().update(courses).set({ isPublished: true }).where(eq(courses.courseId, hidden!.courseId));
    const found = await api.get(`course/${hidden!.courseId}`);
    expect(found.status).toBe(200);
    expect(found.headers.get('etag')).toBeTruthy();
    expect((await api.get('course/search?page=0')).status).toBe(400);
  });
});

describe('kept answers and the rate limits (docs/api.md, "Rate limits")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '4', API_RATE_LIMIT_PER_SESSION: '3' });
  });
  afterAll(() => t?.close());

  it("count every repeat, a session's and a visitor's", async () => {
    const api = apiClient(t.url);
    // The sign-in is the address's first request.
    const { token } = await signedIn(t.database.db, api, 'student');
    const statuses = async (times: number, o?: { token: string }) => {
      const seen: number[] = [];
      for (let i = 0; i < times; i++) seen.push((await api.get('country?page=1', o)).status);
      return seen;
    };
    expect(await statuses(4, { token })).toEqual([200, 200, 200, 429]);
    expect(await statuses(4)).toEqual([200, 200, 200, 429]);
  });
});

describe('the answer cache', () => {
  const answer = (body: string) => ({ body, etag: etagOf(body), storedAt: 0 });

  it('drops the least recently used answers once the byte budget is spent', () => {
    const lru = createAnswerCache(1_000);
    lru.set('a', answer('x'.repeat(150)));
    lru.set('b', answer('x'.repeat(150)));
    lru.get('a');
    lru.set('c', answer('x'.repeat(150)));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.calculatedSize).toBeLessThanOrEqual(1_000);
    // Bigger than the whole budget: not kept, and nothing else pushed out for it.
    lru.set('huge', answer('x'.repeat(2_000)));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
    lru.clear();
    expect([lru.size, lru.calculatedSize]).toEqual([0, 0]);
  });

  it('compares If-None-Match weakly, in lists and with *', () => {
    const etag = etagOf('{}');
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"other"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});

/**
 * Two instances on one PostgreSQL database with Redis between them (as realtime/cluster.test.ts):
 * an edit through one drops the kept answers of the other.
 */
describe.runIf(clusterAvailable())('the cache on two instances behind Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const cluster = await startTestCluster(2);
    [a, b] = cluster.instances as [TestApp, TestApp];
    close = cluster.close;
  });
  afterAll(() => close?.());

  it('an unpublish through instance B is seen on instance A within a second', async () => {
    const {
      category,
      courses: [course],
    } = await placeCourses(a.database.db, 1);
    const onA = apiClient(a.url);
    const list = `course/courses/${category.courseCategoryId}`;
    expect((await onA.get<Page<CourseListItem>>(list)).body.data.total).toBe(1);

    const onB = apiClient(b.url);
    const admin = await signedIn(b.database.db, onB, 'admin');
    const done = await onB.put(`staff/catalogue/courses/${course!.courseId}/published`, {
      token: admin.token,
      body: { isPublished: false },
    });
    expect(done.status).toBe(200);
    const deadline = Date.now() + 1_000;
    let total = 1;
    while (Date.now() < deadline) {
      total = (await onA.get<Page<CourseListItem>>(list)).body.data.total;
      if (total === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(total).toBe(0);
  });
});

/**
 * While this instance cannot hear the others (its Redis is down), a kept answer lives
 * UNSYNCED_MAX_AGE_MS at most; once Redis is back it starts again from the database.
 */
describe.runIf(hasProgram('redis-server'))('the cache while Redis is down', () => {
  let redis: Awaited<ReturnType<typeof ownRedisServer>>;
  let t: TestApp;
  beforeAll(async () => {
    redis = await ownRedisServer();
    t = await startTestApp({ REDIS_URL: redis.url });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it(`keeps an answer ${UNSYNCED_MAX_AGE_MS} ms at most, and drops everything when Redis returns`, async () => {
    const api = apiClient(t.url);
    const {
      category,
      courses: [course],
    } = await placeCourses(t.database.db, 1);
    const list = `course/courses/${category.courseCategoryId}`;
    const names = async () =>
      (await api.get<Page<CourseListItem>>(list)).body.data.items.map((c) => c.courseName);
    const rename = (courseName: string) =>
      t.database.db.update(courses).set({ courseName }).where(eq(courses.courseId, course!.courseId));

    await redis.stop();
    expect(await names()).toEqual([course!.courseName]);
    const keptAt = Date.now();
    await rename('Renamed during the outage');
    expect(await names()).toEqual([course!.courseName]);
    // Within the bound the kept answer may still be served; past it, never.
    while (Date.now() - keptAt < UNSYNCED_MAX_AGE_MS + 200) {
      const seen = await names();
      if (seen[0] === 'Renamed during the outage') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await names()).toEqual(['Renamed during the outage']);

    // Back: whatever was kept while unsynced is dropped on reconnection (ioredis retries every
    // 2 s at most), well before the bound would drop it.
    expect(await names()).toEqual(['Renamed during the outage']);
    await rename('Renamed while reconnecting');
    await redis.start();
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline && (await names())[0] !== 'Renamed while reconnecting') {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await names()).toEqual(['Renamed while reconnecting']);
  }, 30_000);
});
