import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseOutcomes } from '../db/schema';
import { listFeaturedProgrammes } from '../modules/catalogue/index';
import { DEMO_SEED_TIMEOUT, useTestDatabase } from '../test/app';
import { seedDemo } from './index';

const database = useTestDatabase();

describe('the sample outcomes (docs/fit-and-chances.md#sample-data)', () => {
  it(
    'give each featured programme at least 10 outcomes like the demo student’s profile, no other course any, once',
    async () => {
      const db = database.db;
      await seedDemo(db);
      const count = () => db.$count(courseOutcomes);
      const first = await count();
      const featured = (await listFeaturedProgrammes(db)).map((c) => c.courseId);
      expect(featured.length).toBeGreaterThan(0);

      // The demo student: IELTS 7.5, CGPA 8.6 / 10, B.Tech in Computer Engineering.
      const similar = await db
        .select({ courseId: courseOutcomes.courseId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(courseOutcomes)
        .where(
          and(
            eq(courseOutcomes.testBand, 'ielts:2'),
            eq(courseOutcomes.gradeBand, 'grade:3'),
            eq(courseOutcomes.familyBand, 'computing'),
          ),
        )
        .groupBy(courseOutcomes.courseId);
      expect(similar.map((row) => row.courseId).sort()).toEqual([...featured].sort());
      expect(similar.every((row) => row.n >= 10)).toBe(true);

      const rows = await db.select().from(courseOutcomes);
      expect(rows.every((row) => row.isSample && row.userId === null && row.verified && row.shared)).toBe(
        true,
      );
      expect(new Set(rows.map((row) => row.courseId))).toEqual(new Set(featured));
      await seedDemo(db);
      expect(await count()).toBe(first);
    },
    DEMO_SEED_TIMEOUT,
  );
});
