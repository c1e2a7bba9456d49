import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../seed/catalogue/index';
import { useTestDatabase } from '../../test/app';
import {
  type CaseResult,
  measureRelevance,
  RELEVANCE_TARGETS,
  relevanceSet,
  summariseByClass,
} from './relevance';

/**
 * The relevance set on the demo catalogue (docs/catalogue.md#relevance-set): every class of
 * student query reaches precision@10 and recall of 0.9.
 */
const COURSES = 12_000;
const database = useTestDatabase();
let results: CaseResult[];

beforeAll(async () => {
  await seedCatalogue(database.db, { courses: COURSES, seedDay: '2026-11-01' });
  results = await measureRelevance(database.db);
}, 180_000);

describe('the relevance set', () => {
  it('has at least 80 queries of every kind the issue names', () => {
    const set = relevanceSet();
    expect(set.length).toBeGreaterThanOrEqual(80);
    expect(new Set(set.map((c) => c.class))).toEqual(
      new Set([
        'level+subject',
        'abbreviation',
        'level+subject+place',
        'budget',
        'typo',
        'hinglish',
        'place',
      ]),
    );
  });

  it('reaches precision@10 and recall of 0.9 in every class', () => {
    const summary = summariseByClass(results);
    const misses = results.filter((r) => r.precisionAt10 < 1 || r.recall < 1);
    for (const row of summary) {
      expect(
        row.precisionAt10,
        `${row.class}: ${JSON.stringify(misses.filter((m) => m.class === row.class))}`,
      ).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.precisionAt10);
      expect(
        row.recall,
        `${row.class}: ${JSON.stringify(misses.filter((m) => m.class === row.class))}`,
      ).toBeGreaterThanOrEqual(RELEVANCE_TARGETS.recall);
    }
  });

  it('has an answer in the catalogue for most queries (an empty one checks only that nothing wrong is found)', () => {
    expect(results.filter((r) => r.relevant > 0).length).toBeGreaterThanOrEqual(60);
  });

  it('finds something for each query whose answer exists', () => {
    for (const r of results) if (r.relevant > 0) expect(r.found, r.q).toBeGreaterThan(0);
  });
});
