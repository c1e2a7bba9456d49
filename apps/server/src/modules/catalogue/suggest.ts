import { COURSE_SUGGEST_LIMIT, type CourseSuggestion, type CourseSuggestKind } from '@edupath/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { DbOrTx } from '../../db/client';
import { joinUniversityAndCountry } from '../../db/course-queries';
import { countries, courseCategories, courses, universities } from '../../db/schema';
import { publicCountry, publicCourse, publicUniversity } from './catalogue.repository';

/**
 * Suggestions as a student types in the course search (docs/catalogue.md#suggestions): countries,
 * universities and course names, from an index held in memory (MiniSearch), so an answer takes
 * no database query. The index is built on first use and again after the catalogue changes.
 */

/** The most-given course names indexed: names repeat, so these cover what students type. */
const COURSE_NAMES_INDEXED = 20_000;
/** Of each kind, at most this many, so one kind does not crowd out the others. */
const PER_KIND: Record<CourseSuggestKind, number> = { country: 2, university: 3, course: 4 };
const KIND_ORDER: CourseSuggestKind[] = ['country', 'university', 'course'];

interface Entry extends CourseSuggestion {
  key: string;
}

async function loadEntries(db: DbOrTx): Promise<Entry[]> {
  const [countryRows, universityRows, courseRows] = await Promise.all([
    db.select({ id: countries.countryId, label: countries.countryName }).from(countries).where(publicCountry),
    db
      .select({
        id: universities.universityId,
        label: universities.universityName,
        detail: countries.countryName,
      })
      .from(universities)
      .innerJoin(countries, eq(countries.countryId, universities.countryId))
      .where(publicUniversity),
    joinUniversityAndCountry(db.select({ label: courses.courseName, n: count() }).from(courses).$dynamic())
      .innerJoin(courseCategories, eq(courseCategories.courseCategoryId, courses.courseCategoryId))
      .where(and(publicCourse))
      .groupBy(courses.courseName)
      .orderBy(desc(count()), asc(courses.courseName))
      .limit(COURSE_NAMES_INDEXED),
  ]);
  return [
    ...countryRows.map((r) => ({
      key: `country:${r.id}`,
      kind: 'country' as const,
      label: r.label,
      id: r.id,
      detail: null,
    })),
    ...universityRows.map((r) => ({
      key: `university:${r.id}`,
      kind: 'university' as const,
      label: r.label,
      id: r.id,
      detail: r.detail,
    })),
    ...courseRows.map((r) => ({
      key: `course:${r.label}`,
      kind: 'course' as const,
      label: r.label,
      id: null,
      detail: `${r.n.toLocaleString('en-US')} ${r.n === 1 ? 'course' : 'courses'}`,
    })),
  ];
}

function buildIndex(entries: Entry[]): MiniSearch<Entry> {
  const index = new MiniSearch<Entry>({
    idField: 'key',
    fields: ['label'],
    storeFields: ['kind', 'label', 'id', 'detail'],
    // "Universität" is found by "universitat", "München" by "munchen".
    processTerm: (term) => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
    searchOptions: {
      prefix: true,
      // A slip of a key in a longer word ("germny", "compter"), never in a short one.
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(entries);
  return index;
}

export interface Suggester {
  suggest(db: DbOrTx, q: string): Promise<CourseSuggestion[]>;
}

/**
 * One per app instance. `generation` changes whenever the catalogue did (here or, through Redis,
 * on another instance: the public cache's generation), and the next request rebuilds the index.
 */
export function createSuggester(generation: () => number): Suggester {
  let built: { generation: number; index: Promise<MiniSearch<Entry>> } | undefined;
  const indexFor = (db: DbOrTx) => {
    const now = generation();
    if (!built || built.generation !== now) {
      const index = loadEntries(db).then(buildIndex);
      built = { generation: now, index };
      // A failed load is retried by the next request rather than kept.
      index.catch(() => {
        if (built?.index === index) built = undefined;
      });
    }
    return built.index;
  };
  return {
    async suggest(db, q) {
      const index = await indexFor(db);
      let results = index.search(q) as Array<SearchResult & Entry>;
      // "ms cs germ": the words before name no single thing; the word being typed still may.
      const words = q.trim().split(/\s+/);
      if (results.length === 0 && words.length > 1) {
        results = index.search(words.at(-1)!) as Array<SearchResult & Entry>;
      }
      const taken: Record<CourseSuggestKind, number> = { country: 0, university: 0, course: 0 };
      const chosen: CourseSuggestion[] = [];
      for (const result of results) {
        if (taken[result.kind] >= PER_KIND[result.kind]) continue;
        taken[result.kind] += 1;
        chosen.push({ kind: result.kind, label: result.label, id: result.id, detail: result.detail });
        if (chosen.length === COURSE_SUGGEST_LIMIT) break;
      }
      // Countries first, then universities, then course names; the best match first within each.
      return chosen.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
    },
  };
}
