import {
  type CourseSearchFilters,
  type CourseSearchResult,
  type StudentFacts,
  todayIso,
  toPage,
  type UnderstoodQuery,
} from '@edupath/contract';
import { COURSE_SEARCH_COUNT_CAP } from '@edupath/contract/catalogue-constants';
import type { DbOrTx } from '../../db/client';
import { findPublicCountryByIso } from './catalogue.repository';
import type { CourseIndex, IndexQuery } from './course-index';
import { courseIndexOf } from './course-index-source';
import * as search from './course-search.repository';
import { type QueryReading, readQuery, vocabularyWords } from './query-understanding';

/** The largest minFee or maxFee a request may give (the contract's fee field). */
const FEE_MAX_INR = 100_000_000;

/** At most this many unknown words are looked up for a near spelling: each is one small query. */
const MAX_CORRECTIONS = 4;

const vocabulary = vocabularyWords();

/**
 * Words of the reading that match nothing are read as the nearest known word, and the whole query
 * is read again with them, so "germnay" becomes the Germany filter and "sciense" science
 * (docs/catalogue.md#typos).
 */
function correctTypos(
  index: CourseIndex,
  q: string,
  reading: QueryReading,
): { q: string; reading: QueryReading; corrections: Array<{ from: string; to: string }> } {
  const words = [
    ...new Set(
      reading.terms
        .flatMap((term) => term.split(' '))
        .filter((word) => /^\p{L}{4,}$/u.test(word))
        .slice(0, 12),
    ),
  ];
  const unknown = index.wordsNotInCatalogue(words).slice(0, MAX_CORRECTIONS);
  const corrections: Array<{ from: string; to: string }> = [];
  for (const word of unknown) {
    const near = index.nearestKnownWord(word, vocabulary);
    if (near && near !== word) corrections.push({ from: word, to: near });
  }
  if (corrections.length === 0) return { q, reading, corrections };
  const corrected = corrections.reduce(
    (text, { from, to }) =>
      text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${from}(?![\\p{L}\\p{N}])`, 'giu'), to),
    q,
  );
  return { q: corrected, reading: readQuery(corrected), corrections };
}

/**
 * The filters the words name join the request's own, which win; the rest of the words search
 * (docs/catalogue.md#how-search-reads-a-query).
 */
export async function understand(
  db: DbOrTx,
  filters: CourseSearchFilters,
): Promise<{ filters: IndexQuery; understood?: UnderstoodQuery }> {
  if (!filters.q) return { filters };
  const index = await courseIndexOf(db);
  const { q, reading, corrections } = correctTypos(index, filters.q, readQuery(filters.q));
  const terms = [...reading.terms];
  const understood: UnderstoodQuery = { terms };
  const applied = { ...filters };
  // readLevel=false: the student removed the level chip; a degree name kept in the words (MBA)
  // must not set it again.
  if (reading.courseType && filters.courseType === undefined && filters.readLevel !== false) {
    applied.courseType = reading.courseType;
    understood.courseType = reading.courseType;
  }
  if (reading.country && filters.country === undefined) {
    const country = await findPublicCountryByIso(db, reading.country.code);
    if (country) {
      applied.country = country.countryId;
      understood.countryId = country.countryId;
      understood.countryName = country.countryName;
    } else {
      // A country the catalogue does not show: its name searches as words, as before.
      terms.push(reading.country.words);
    }
  }
  let cheap = false;
  // A ceiling the request sets itself wins over one read from the words.
  if (reading.budget && filters.maxFee === undefined) {
    if (reading.budget.cheap) {
      cheap = true;
    } else {
      const rate =
        reading.budget.currencyCode === 'INR' ? 1 : await search.inrPerUnit(db, reading.budget.currencyCode);
      if (rate !== null) {
        // Past the largest fee a request may name, a ceiling excludes nothing: it is that largest fee.
        const maxInr = Math.min(Math.round(reading.budget.amount * rate), FEE_MAX_INR);
        applied.costBasis = 'firstYear';
        applied.maxFee = maxInr;
        understood.budget = { maxInr, words: reading.budget.words, cheap: false };
      }
    }
  }
  if (corrections.length > 0) {
    understood.corrections = corrections;
    understood.showingResultsFor = q.toLowerCase().replace(/\s+/g, ' ').trim();
  }
  const spec: IndexQuery = { ...applied, q: terms.join(' ') || undefined };
  spec.namesOnly = index.namesHaveWords(spec);
  if (cheap) {
    // The cheapest third of what the rest of the reading finds.
    const ceiling = index.cheapestThirdCeiling(spec);
    if (ceiling !== null) {
      spec.costBasis = 'firstYear';
      spec.maxFee = ceiling;
      understood.budget = { maxInr: ceiling, words: reading.budget!.words, cheap: true };
    }
  }
  return { filters: spec, understood };
}

/** `eligibleFor`: only courses whose every requirement the student meets (docs/fit-and-chances.md). */
export async function searchCourses(
  db: DbOrTx,
  request: CourseSearchFilters,
  eligibleFor?: StudentFacts,
): Promise<CourseSearchResult> {
  const { filters, understood } = await understand(db, request);
  const reading = understood && { understood };
  if (!filters.q && !eligibleFor) {
    // Filters only: PostgreSQL's indexes serve every shape (docs/performance.md, "Course search").
    const { items, total, totalIsLowerBound, facets } = await search.searchCourses(db, filters);
    return { ...toPage(items, total, filters), facets, totalIsLowerBound, ...reading };
  }
  // Words, or the student's eligibility: the course index matches, ranks and counts, and the
  // database gives the page's rows (docs/catalogue.md#the-course-index).
  const index = await courseIndexOf(db);
  const page = { page: request.page, pageSize: request.pageSize };
  const found = index.search({ ...filters, eligibleFor }, page, todayIso());
  const [items, facets] = await Promise.all([
    search.resultsByIds(db, found.ids),
    found.facets ?? index.uncountedFacets(),
  ]);
  const total = Math.min(found.matches, COURSE_SEARCH_COUNT_CAP);
  return {
    ...toPage(items, total, page),
    facets,
    totalIsLowerBound: found.matches > COURSE_SEARCH_COUNT_CAP,
    ...reading,
  };
}

/** Every course a search matches, for measuring recall (the relevance set). */
export async function matchingCourseIds(db: DbOrTx, filters: IndexQuery): Promise<number[]> {
  return (await courseIndexOf(db)).matchingIds(filters);
}
