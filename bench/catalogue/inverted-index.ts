/**
 * The free-text reference: what an inverted index held in memory — the core of a search engine
 * run beside the database (Meilisearch, Typesense) — takes to answer the same queries over the
 * same public courses' search text, with the app's matching rule (every query word is a prefix
 * of some word of the text) and its count cap. Word -> sorted course ids, a sorted vocabulary
 * for the prefixes, and an intersection that stops at the cap. No HTTP, facets, ranking or row
 * fetch: a floor for what an engine could give, the figure docs/performance.md ("Course
 * search") weighs PostgreSQL against. A measuring tool, not product code.
 */
import { COURSE_SEARCH_COUNT_CAP } from '@edupath/contract';
import pg from 'pg';

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

class PrefixIndex {
  private postings = new Map<string, Int32Array>();
  private vocabulary: string[] = [];

  constructor(building: Map<string, number[]>) {
    for (const [word, ids] of building) this.postings.set(word, Int32Array.from(ids));
    this.vocabulary = [...building.keys()].sort();
  }

  /** The ids of every text with a word starting with `prefix`, ascending. */
  private idsWithPrefix(prefix: string): Int32Array {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.vocabulary[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    const lists: Int32Array[] = [];
    for (let i = low; i < this.vocabulary.length && this.vocabulary[i]!.startsWith(prefix); i++) {
      lists.push(this.postings.get(this.vocabulary[i]!)!);
    }
    if (lists.length === 1) return lists[0]!;
    const merged = new Int32Array(lists.reduce((n, list) => n + list.length, 0));
    let at = 0;
    for (const list of lists) {
      merged.set(list, at);
      at += list.length;
    }
    return merged.sort();
  }

  /** Up to `limit` ids whose text has a word starting with each query word. */
  search(query: string, limit: number): number[] {
    const lists = words(query)
      .map((word) => this.idsWithPrefix(word))
      .sort((a, b) => a.length - b.length);
    if (!lists.length) return [];
    const [shortest, ...others] = lists as [Int32Array, ...Int32Array[]];
    const cursors = others.map(() => 0);
    const found: number[] = [];
    for (const id of shortest) {
      let inAll = true;
      for (let k = 0; k < others.length && inAll; k++) {
        const list = others[k]!;
        let cursor = cursors[k]!;
        while (cursor < list.length && list[cursor]! < id) cursor++;
        cursors[k] = cursor;
        inAll = list[cursor] === id;
      }
      if (inAll && found.push(id) >= limit) break;
    }
    return found;
  }
}

export interface InvertedIndexFigures {
  p50: number;
  p95: number;
  p99: number;
  n: number;
  buildSeconds: number;
  heapMb: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function measureInvertedIndex(
  databaseUrl: string,
  queries: string[],
  rounds: number,
): Promise<InvertedIndexFigures> {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const building = new Map<string, number[]>();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // In slices by id, so the client never holds the whole catalogue's rows at once.
    const SLICE = 50_000;
    for (let after = 0; ; ) {
      const { rows } = await client.query<{ id: number; text: string }>(
        `SELECT c.course_id AS id, lower(c.course_name || ' ' || u.university_name || ' ' || co.country_name) AS text
           FROM courses c
           JOIN universities u ON u.university_id = c.university_id
           JOIN countries co ON co.country_id = u.country_id
           JOIN course_categories cat ON cat.course_category_id = c.course_category_id
          WHERE c.course_id > $1 AND c.is_published AND u.is_published AND co.is_published AND cat.is_published
          ORDER BY c.course_id LIMIT $2`,
        [after, SLICE],
      );
      for (const row of rows) {
        for (const word of new Set(words(row.text))) {
          const ids = building.get(word);
          if (ids) ids.push(row.id);
          else building.set(word, [row.id]);
        }
      }
      if (rows.length < SLICE) break;
      after = rows.at(-1)!.id;
    }
  } finally {
    await client.end();
  }
  const index = new PrefixIndex(building);
  building.clear();
  const buildSeconds = (performance.now() - started) / 1000;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

  const samples: number[] = [];
  for (const query of queries) {
    index.search(query, COURSE_SEARCH_COUNT_CAP + 1); // warm-up, as the app's bench does
    for (let round = 0; round < rounds; round++) {
      const at = performance.now();
      index.search(query, COURSE_SEARCH_COUNT_CAP + 1);
      samples.push(performance.now() - at);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    n: samples.length,
    buildSeconds,
    heapMb,
  };
}
