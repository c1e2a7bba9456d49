import {
  type CourseFacets,
  type CourseSearchFilters,
  checkEligibility,
  type EntryRequirements,
  type FacetBucket,
  type IdFacetBucket,
  type StudentFacts,
} from '@edupath/contract';
import { COURSE_SEARCH_COUNT_CAP } from '@edupath/contract/catalogue-constants';
import { subjectOfCourseName } from './query-understanding';

/** The facets past the count cap: the countries and categories, uncounted; no other filter is offered. */
export function facetsPastCap(
  country: CourseFacets['country'],
  category: CourseFacets['category'],
): CourseFacets {
  return {
    country,
    category,
    courseType: [],
    currency: [],
    currencyCode: [],
    modeOfStudy: [],
    intake: [],
    featured: null,
  };
}

/**
 * The public catalogue's courses held in memory, column by column, for searches with words
 * (docs/catalogue.md#the-course-index). PostgreSQL cannot match words anywhere in a million
 * course texts and rank every match within a few milliseconds (docs/performance.md, "Course
 * search"); this does it over the distinct course, university and country names, which are far
 * fewer than the courses, and reads the filters and sort keys from typed arrays. The database
 * stays the record: the page's rows are read from it by id, and the index is rebuilt when
 * catalogue_version says the catalogue changed (course-index-source.ts).
 */

/** A public course with its university, country and category (what tests build an index from). */
export type IndexRow = Omit<IndexCourseRow, 'deadlineDay'> & {
  universityName: string;
  qsRank: number | null;
  countryId: number;
  countryName: string;
  categoryName: string;
  /** YYYY-MM-DD or null. */
  applicationDeadline: string | null;
};

/** A public course as the index loads it: its own columns, the rest by id (course-index.repository.ts). */
export interface IndexCourseRow {
  courseId: number;
  courseName: string;
  universityId: number;
  categoryId: number;
  courseType: string | null;
  currency: string | null;
  currencyCode: string | null;
  modeOfStudy: string | null;
  intake: string | null;
  isFeatured: boolean;
  feeInr: number | null;
  firstYearInr: number | null;
  /** Days since 1970-01-01, or null. */
  deadlineDay: number | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  entryRequirements: string | null;
}

/** The public universities, countries and categories the courses name by id. */
export interface IndexLookups {
  universities: Map<number, { universityName: string; qsRank: number | null; countryId: number }>;
  countries: Map<number, string>;
  categories: Map<number, string>;
}

/** What a search with words asks of the index: the request's filters, its words, and names-only. */
export type IndexQuery = CourseSearchFilters & {
  namesOnly?: boolean;
  /** Only the courses whose every requirement these facts meet (docs/fit-and-chances.md). */
  eligibleFor?: StudentFacts;
};

export interface IndexPage {
  /** The page's course ids, in order. */
  ids: number[];
  /** Every match, counted exactly (the answer still says "more than the cap" past it). */
  matches: number;
  /** The facets of at most COURSE_SEARCH_COUNT_CAP matches; null past the cap. */
  facets: CourseFacets | null;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const DAY_MS = 86_400_000;
const dayOf = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/** Strings kept once, each course holding a small number for its value. */
class Dictionary {
  readonly values: Array<string | null> = [null];
  private readonly codes = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  find(value: string | undefined): number | undefined {
    return value === undefined ? undefined : (this.codes.get(value) ?? -1);
  }
}

/** Which course positions each entry (a name, a university) has, as one flat list (CSR). */
function postings(keys: Int32Array, entries: number) {
  const offsets = new Int32Array(entries + 1);
  for (const key of keys) offsets[key + 1]! += 1;
  for (let i = 0; i < entries; i++) offsets[i + 1]! += offsets[i]!;
  const list = new Int32Array(keys.length);
  const next = offsets.slice(0, entries);
  keys.forEach((key, position) => {
    list[next[key]!++] = position;
  });
  return { offsets, list };
}

/** pg_trgm's trigrams of one word: lower case, two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** Below this trigram similarity two words are not read as one misspelt (pg_trgm's own default). */
const TYPO_SIMILARITY = 0.3;

type Compare = (a: number, b: number) => number;

/** The first `k` positions in `compare` order, without sorting them all (a bounded max-heap). */
function firstInOrder(positions: Int32Array, k: number, compare: Compare): number[] {
  if (positions.length <= k * 4) return Array.from(positions).sort(compare).slice(0, k);
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && compare(heap[l]!, heap[top]!) > 0) top = l;
      if (r < heap.length && compare(heap[r]!, heap[top]!) > 0) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (const position of positions) {
    if (heap.length < k) {
      heap.push(position);
      up(heap.length - 1);
    } else if (compare(position, heap[0]!) < 0) {
      heap[0] = position;
      down(0);
    }
  }
  return heap.sort(compare);
}

export class CourseIndex {
  readonly size: number;
  // Per course.
  private readonly courseId: Int32Array;
  private readonly nameOf: Int32Array;
  private readonly universityOf: Int32Array;
  private readonly categoryId: Int32Array;
  private readonly courseType: Uint16Array;
  private readonly currency: Uint16Array;
  private readonly currencyCode: Uint16Array;
  private readonly mode: Uint16Array;
  private readonly intake: Uint16Array;
  private readonly featured: Uint8Array;
  private readonly feeInr: Float64Array;
  private readonly firstYearInr: Float64Array;
  private readonly deadlineDay: Float64Array;
  private readonly createdAt: Float64Array;
  /** Each course's entry requirements, kept once per distinct text (0: none stated). */
  private readonly requirementsOf: Uint32Array;
  private readonly requirements: Array<EntryRequirements | null> = [null];
  // Per distinct course name.
  private readonly names: string[] = [];
  private readonly nameSubjects: string[] = [];
  private readonly nameWords: string[][] = [];
  private coursesByName = { offsets: new Int32Array(1), list: new Int32Array(0) };
  // Per university.
  private readonly universityNames: string[] = [];
  private readonly universityWords: string[][] = [];
  private universityQs = new Float64Array(0);
  private universityCountry = new Int32Array(0);
  private coursesByUniversity = { offsets: new Int32Array(1), list: new Int32Array(0) };
  // Per country and category.
  private readonly countryIds: number[] = [];
  private readonly countryNames: string[] = [];
  private readonly countryWords: string[][] = [];
  private readonly countryLowerNames: string[] = [];
  private readonly categoryNames = new Map<number, string>();
  private readonly dictionaries = {
    courseType: new Dictionary(),
    currency: new Dictionary(),
    currencyCode: new Dictionary(),
    mode: new Dictionary(),
    intake: new Dictionary(),
  };
  /** Every word of every public name, with its trigrams, for typos and unknown words. */
  private knownWords: string[] = [];
  private knownWordTrigrams?: Array<Set<string>>;

  private added = 0;
  private readonly lookups: IndexLookups;
  private readonly nameIndex = new Map<string, number>();
  private readonly universityIndex = new Map<number, number>();
  private readonly countryIndex = new Map<number, number>();
  private readonly requirementsIndex = new Map<string, number>();
  private readonly qs: number[] = [];
  private readonly countryOfUniversity: number[] = [];
  private readonly known = new Set<string>();

  /** An empty index for `size` courses: `add` each, then `seal` (course-index.repository.ts). */
  constructor(size: number, lookups: IndexLookups) {
    const n = size;
    this.size = n;
    this.lookups = lookups;
    this.courseId = new Int32Array(n);
    this.nameOf = new Int32Array(n);
    this.universityOf = new Int32Array(n);
    this.categoryId = new Int32Array(n);
    this.courseType = new Uint16Array(n);
    this.currency = new Uint16Array(n);
    this.currencyCode = new Uint16Array(n);
    this.mode = new Uint16Array(n);
    this.intake = new Uint16Array(n);
    this.featured = new Uint8Array(n);
    this.feeInr = new Float64Array(n);
    this.firstYearInr = new Float64Array(n);
    this.deadlineDay = new Float64Array(n);
    this.createdAt = new Float64Array(n);
    this.requirementsOf = new Uint32Array(n);
    for (const [id, name] of lookups.categories) this.categoryNames.set(id, name);
  }

  /** An index of these courses (tests). */
  static fromRows(rows: IndexRow[]): CourseIndex {
    const lookups: IndexLookups = { universities: new Map(), countries: new Map(), categories: new Map() };
    for (const r of rows) {
      lookups.universities.set(r.universityId, {
        universityName: r.universityName,
        qsRank: r.qsRank,
        countryId: r.countryId,
      });
      lookups.countries.set(r.countryId, r.countryName);
      lookups.categories.set(r.categoryId, r.categoryName);
    }
    const index = new CourseIndex(rows.length, lookups);
    for (const r of rows)
      index.add({ ...r, deadlineDay: r.applicationDeadline ? dayOf(r.applicationDeadline) : null });
    return index.seal();
  }

  private learn(list: string[]) {
    for (const word of list) this.known.add(word);
    return list;
  }

  private countryPosition(countryId: number): number {
    let country = this.countryIndex.get(countryId);
    if (country === undefined) {
      country = this.countryIds.length;
      this.countryIndex.set(countryId, country);
      const name = this.lookups.countries.get(countryId) ?? '';
      this.countryIds.push(countryId);
      this.countryNames.push(name);
      this.countryLowerNames.push(name.toLowerCase());
      this.countryWords.push(this.learn(words(name)));
    }
    return country;
  }

  private universityPosition(universityId: number): number {
    let university = this.universityIndex.get(universityId);
    if (university === undefined) {
      university = this.universityNames.length;
      this.universityIndex.set(universityId, university);
      const u = this.lookups.universities.get(universityId)!;
      this.universityNames.push(u.universityName.toLowerCase());
      this.universityWords.push(this.learn(words(u.universityName)));
      this.qs.push(u.qsRank ?? Number.NaN);
      this.countryOfUniversity.push(this.countryPosition(u.countryId));
    }
    return university;
  }

  /** Adds the next course (in course id order, as loaded). */
  add(row: IndexCourseRow): void {
    const i = this.added++;
    let name = this.nameIndex.get(row.courseName);
    if (name === undefined) {
      name = this.names.length;
      this.nameIndex.set(row.courseName, name);
      const lower = row.courseName.toLowerCase();
      this.names.push(lower);
      this.nameSubjects.push(subjectOfCourseName(lower));
      this.nameWords.push(this.learn(words(lower)));
    }
    const d = this.dictionaries;
    this.courseId[i] = row.courseId;
    this.nameOf[i] = name;
    this.universityOf[i] = this.universityPosition(row.universityId);
    this.categoryId[i] = row.categoryId;
    this.courseType[i] = d.courseType.code(row.courseType);
    this.currency[i] = d.currency.code(row.currency);
    this.currencyCode[i] = d.currencyCode.code(row.currencyCode);
    this.mode[i] = d.mode.code(row.modeOfStudy);
    this.intake[i] = d.intake.code(row.intake);
    this.featured[i] = row.isFeatured ? 1 : 0;
    this.feeInr[i] = row.feeInr ?? Number.NaN;
    this.firstYearInr[i] = row.firstYearInr ?? Number.NaN;
    this.deadlineDay[i] = row.deadlineDay ?? Number.NaN;
    this.createdAt[i] = row.createdAt;
    if (row.entryRequirements !== null) {
      let r = this.requirementsIndex.get(row.entryRequirements);
      if (r === undefined) {
        r = this.requirements.length;
        this.requirementsIndex.set(row.entryRequirements, r);
        this.requirements.push(JSON.parse(row.entryRequirements) as EntryRequirements);
      }
      this.requirementsOf[i] = r;
    }
  }

  /** Ready to search once every course is added. */
  seal(): this {
    if (this.added !== this.size)
      throw new Error(`course index: ${this.added} of ${this.size} courses added`);
    this.universityQs = Float64Array.from(this.qs);
    this.universityCountry = Int32Array.from(this.countryOfUniversity);
    this.coursesByName = postings(this.nameOf, this.names.length);
    this.coursesByUniversity = postings(this.universityOf, this.universityNames.length);
    this.knownWords = [...this.known];
    return this;
  }

  // ------------------------------------------------------------------ matching

  /**
   * The positions of the courses whose words match (docs/catalogue.md#how-words-match): in
   * names-only mode every word is in the course name; otherwise the text (course, university and
   * country name) contains the words as typed, or every word starts a word of it.
   */
  private textMatches(q: string, namesOnly: boolean): Int32Array {
    const qWords = words(q);
    if (namesOnly && qWords.length > 0) {
      const chosen: number[] = [];
      this.names.forEach((name, i) => {
        if (qWords.every((w) => name.includes(w))) chosen.push(i);
      });
      return this.coursesOfNames(chosen);
    }
    const phrase = q.toLowerCase();
    const entryHas = (texts: string[], test: (text: string) => boolean) =>
      Uint8Array.from(texts, (t) => (test(t) ? 1 : 0));
    const startsAWord = (list: string[], w: string) => list.some((word) => word.startsWith(w));
    // Per word: which names, universities and countries contain it, and in which one of their
    // words starts with it. A word of the query never spans two names (they are apart by a space).
    const perWord = qWords.map((w) => ({
      nameHas: entryHas(this.names, (t) => t.includes(w)),
      universityHas: entryHas(this.universityNames, (t) => t.includes(w)),
      countryHas: entryHas(this.countryLowerNames, (t) => t.includes(w)),
      nameStarts: Uint8Array.from(this.nameWords, (list) => (startsAWord(list, w) ? 1 : 0)),
      universityStarts: Uint8Array.from(this.universityWords, (list) => (startsAWord(list, w) ? 1 : 0)),
      countryStarts: Uint8Array.from(this.countryWords, (list) => (startsAWord(list, w) ? 1 : 0)),
    }));
    const text = (i: number) =>
      `${this.names[this.nameOf[i]!]} ${this.universityNames[this.universityOf[i]!]} ${
        this.countryLowerNames[this.universityCountry[this.universityOf[i]!]!]
      }`.replace(/\s+/g, ' ');
    // Candidates: the courses where every word is in one of the three names, found through the
    // first word's names and universities (a country's courses are its universities' courses).
    // Only signs ("&", "-"): where the signs as typed are.
    const first = perWord[0] ?? {
      nameHas: entryHas(this.names, (t) => t.includes(phrase)),
      universityHas: entryHas(this.universityNames, (t) => t.includes(phrase)),
      countryHas: entryHas(this.countryLowerNames, (t) => t.includes(phrase)),
    };
    const universities: number[] = [];
    first.universityHas.forEach((has, u) => {
      if (has || first.countryHas[this.universityCountry[u]!]) universities.push(u);
    });
    const names: number[] = [];
    first.nameHas.forEach((has, name) => {
      if (has) names.push(name);
    });
    const seen = new Uint8Array(this.size);
    const found: number[] = [];
    const consider = (i: number) => {
      if (seen[i]) return;
      seen[i] = 1;
      const u = this.universityOf[i]!;
      const c = this.universityCountry[u]!;
      const name = this.nameOf[i]!;
      if (!perWord.every((p) => p.nameHas[name] || p.universityHas[u] || p.countryHas[c])) return;
      const everyWordStarts = perWord.every(
        (p) => p.nameStarts[name] || p.universityStarts[u] || p.countryStarts[c],
      );
      if (everyWordStarts || text(i).includes(phrase)) found.push(i);
    };
    for (const u of universities) this.forEachCourseOf(this.coursesByUniversity, u, consider);
    for (const name of names) this.forEachCourseOf(this.coursesByName, name, consider);
    return Int32Array.from(found);
  }

  private forEachCourseOf(
    p: { offsets: Int32Array; list: Int32Array },
    entry: number,
    f: (i: number) => void,
  ) {
    for (let k = p.offsets[entry]!; k < p.offsets[entry + 1]!; k++) f(p.list[k]!);
  }

  private coursesOfNames(names: number[]): Int32Array {
    const found: number[] = [];
    for (const name of names) this.forEachCourseOf(this.coursesByName, name, (i) => found.push(i));
    return Int32Array.from(found);
  }

  /** The courses the words and every filter match, in no particular order. */
  private matching(f: IndexQuery, enough = Number.POSITIVE_INFINITY): Int32Array {
    const candidates = f.q
      ? this.textMatches(f.q, Boolean(f.namesOnly) && /[\p{L}\p{N}]/u.test(f.q))
      : new Int32Array(this.size).map((_, i) => i);
    const d = this.dictionaries;
    const checks: Array<(i: number) => boolean> = [];
    const coded = (column: Uint16Array, code: number | undefined) => {
      if (code !== undefined) checks.push((i) => column[i] === code);
    };
    if (f.country !== undefined) {
      const country = this.countryIds.indexOf(f.country);
      checks.push((i) => this.universityCountry[this.universityOf[i]!] === country);
    }
    if (f.category !== undefined) checks.push((i) => this.categoryId[i] === f.category);
    coded(this.courseType, d.courseType.find(f.courseType));
    coded(this.currency, d.currency.find(f.currency));
    coded(this.currencyCode, d.currencyCode.find(f.currencyCode));
    coded(this.mode, d.mode.find(f.modeOfStudy));
    coded(this.intake, d.intake.find(f.intake));
    if (f.featured !== undefined) checks.push((i) => this.featured[i] === (f.featured ? 1 : 0));
    // A course without the figure is outside any fee range, as SQL's NULL comparisons leave it.
    const fee = this.feeColumn(f);
    if (f.minFee !== undefined) checks.push((i) => fee[i]! >= f.minFee!);
    if (f.maxFee !== undefined) checks.push((i) => fee[i]! <= f.maxFee!);
    if (f.eligibleFor) {
      // The contract's own check, once per distinct set of requirements (courses share them).
      const facts = f.eligibleFor;
      const eligible = this.requirements.map(
        (r) => r !== null && checkEligibility(r, facts).verdict === 'eligible',
      );
      checks.push((i) => eligible[this.requirementsOf[i]!]!);
    }
    if (checks.length === 0) return candidates.subarray(0, Math.min(candidates.length, enough));
    const kept: number[] = [];
    for (const i of candidates) {
      if (checks.every((check) => check(i)) && kept.push(i) >= enough) break;
    }
    return Int32Array.from(kept);
  }

  private feeColumn(f: Pick<IndexQuery, 'costBasis'>) {
    return f.costBasis === 'firstYear' ? this.firstYearInr : this.feeInr;
  }

  // ------------------------------------------------------------------ order

  /** The sort the request asks for; ties always end on the course id (docs/catalogue.md#best-match). */
  private order(f: IndexQuery, today: string): Compare {
    const ids = this.courseId;
    const byId: Compare = (a, b) => ids[a]! - ids[b]!;
    const nullsLast = (x: number, y: number, descending: boolean) => {
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : 1;
      if (Number.isNaN(y)) return -1;
      return descending ? y - x : x - y;
    };
    const descending = (fallback: 'asc' | 'desc') => (f.order ?? fallback) === 'desc';
    const qs = (i: number) => this.universityQs[this.universityOf[i]!]!;
    switch (f.sort) {
      case 'fee': {
        const fee = this.feeColumn(f);
        const down = descending('asc');
        return (a, b) => nullsLast(fee[a]!, fee[b]!, down) || byId(a, b);
      }
      case 'newest': {
        const created = this.createdAt;
        return descending('desc')
          ? (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!
          : (a, b) => created[a]! - created[b]! || byId(a, b);
      }
      case 'qsRank': {
        const down = descending('asc');
        return (a, b) => nullsLast(qs(a), qs(b), down) || byId(a, b);
      }
      default: {
        // Best match: the name is the subject asked for, then holds the words together, then has
        // every word; then QS rank, then the nearest deadline still open.
        const q = (f.q ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
        const qWords = words(q);
        const tierOfName = new Map<number, number>();
        const tier = (i: number) => {
          const name = this.nameOf[i]!;
          let t = tierOfName.get(name);
          if (t === undefined) {
            const lower = this.names[name]!;
            if (lower === q || this.nameSubjects[name] === q) t = 3;
            else if (lower.includes(q)) t = 2;
            else if (
              qWords.length &&
              qWords.every((w) => this.nameWords[name]!.some((word) => word.startsWith(w)))
            )
              t = 1;
            else t = 0;
            tierOfName.set(name, t);
          }
          return t;
        };
        const todayDay = dayOf(today);
        const open = (i: number) => (this.deadlineDay[i]! >= todayDay ? this.deadlineDay[i]! : Number.NaN);
        return (a, b) =>
          tier(b) - tier(a) ||
          nullsLast(qs(a), qs(b), false) ||
          nullsLast(open(a), open(b), false) ||
          byId(a, b);
      }
    }
  }

  // ------------------------------------------------------------------ answers

  /** One page of a search with words, its exact match count and (up to the cap) its facets. */
  search(f: IndexQuery, page: { page: number; pageSize: number }, today: string): IndexPage {
    const matches = this.matching(f);
    const offset = (page.page - 1) * page.pageSize;
    const ordered = firstInOrder(matches, offset + page.pageSize, this.order(f, today));
    return {
      ids: ordered.slice(offset).map((i) => this.courseId[i]!),
      matches: matches.length,
      facets: matches.length > COURSE_SEARCH_COUNT_CAP ? null : this.facets(matches),
    };
  }

  /** Every course id a search matches (the relevance set measures recall with it). */
  matchingIds(f: IndexQuery): number[] {
    return Array.from(this.matching(f), (i) => this.courseId[i]!);
  }

  /** Does some course's own name hold the words, within the other filters? (docs/catalogue.md#names-first) */
  namesHaveWords(f: IndexQuery): boolean {
    if (!f.q || !/[\p{L}\p{N}]/u.test(f.q)) return false;
    return this.matching({ ...f, namesOnly: true }, 1).length > 0;
  }

  /**
   * Past the cap nothing is counted: the countries (public, with a public university) and the
   * categories a visitor can still filter by, without counts, from the same snapshot.
   */
  uncountedFacets(): CourseFacets {
    const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'en');
    const countriesWithUniversities = new Set(
      [...this.lookups.universities.values()].map((u) => u.countryId),
    );
    return facetsPastCap(
      [...this.lookups.countries]
        .filter(([id]) => countriesWithUniversities.has(id))
        .map(([id, name]) => ({ value: id, label: name, count: null }))
        .sort(byName),
      [...this.lookups.categories]
        .map(([id, name]) => ({ value: id, label: name, count: null }))
        .sort(byName),
    );
  }

  /**
   * The first-year total below which a third of the matches lie ("cheap"), as PostgreSQL's
   * percentile_disc reads it; null when no match has a total.
   */
  cheapestThirdCeiling(f: IndexQuery): number | null {
    const totals = Array.from(this.matching({ ...f, costBasis: 'firstYear' }), (i) => this.firstYearInr[i]!)
      .filter((total) => !Number.isNaN(total))
      .sort((a, b) => a - b);
    if (totals.length === 0) return null;
    return totals[Math.max(0, Math.ceil(totals.length / 3) - 1)]!;
  }

  /** The words (letters only) no public course, university or country name contains. */
  wordsNotInCatalogue(candidates: string[]): string[] {
    return candidates.filter((w) => !this.knownWords.some((known) => known.includes(w)));
  }

  /**
   * The known word nearest a misspelt one by trigram similarity, among the vocabulary's words and
   * the words of public names; of two as near, the one of the same length wins ("germnay" is
   * germany, not german). Null when nothing is near enough (docs/catalogue.md#typos).
   */
  nearestKnownWord(word: string, vocabulary: string[]): string | null {
    this.knownWordTrigrams ??= this.knownWords.map(trigrams);
    const mine = trigrams(word);
    let best: { w: string; score: number } | null = null;
    const consider = (w: string, theirs: Set<string>) => {
      if (w.length <= 2) return;
      let shared = 0;
      for (const t of mine) if (theirs.has(t)) shared++;
      const similarity = shared / (mine.size + theirs.size - shared);
      if (similarity < TYPO_SIMILARITY) return;
      const score = similarity - 0.05 * Math.abs(w.length - word.length);
      if (!best || score > best.score || (score === best.score && w < best.w)) best = { w, score };
    };
    for (const [i, w] of this.knownWords.entries()) consider(w, this.knownWordTrigrams[i]!);
    for (const w of vocabulary) consider(w, trigrams(w));
    return (best as { w: string } | null)?.w ?? null;
  }

  private facets(matches: Int32Array): CourseFacets {
    const d = this.dictionaries;
    const tally = (key: (i: number) => number) => {
      const counts = new Map<number, number>();
      for (const i of matches) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
      return counts;
    };
    const byCount = (a: FacetBucket | IdFacetBucket, b: FacetBucket | IdFacetBucket) =>
      (b.count ?? 0) - (a.count ?? 0) || a.label.localeCompare(b.label);
    const strings = (column: Uint16Array, dictionary: Dictionary): FacetBucket[] =>
      [...tally((i) => column[i]!)]
        .filter(([code]) => code !== 0)
        .map(([code, count]) => ({ value: dictionary.values[code]!, label: dictionary.values[code]!, count }))
        .sort(byCount);
    let featured = 0;
    for (const i of matches) featured += this.featured[i]!;
    return {
      country: [...tally((i) => this.universityCountry[this.universityOf[i]!]!)]
        .map(([c, count]) => ({ value: this.countryIds[c]!, label: this.countryNames[c]!, count }))
        .sort(byCount),
      category: [...tally((i) => this.categoryId[i]!)]
        .map(([id, count]) => ({ value: id, label: this.categoryNames.get(id)!, count }))
        .sort(byCount),
      courseType: strings(this.courseType, d.courseType),
      currency: strings(this.currency, d.currency),
      modeOfStudy: strings(this.mode, d.mode),
      intake: strings(this.intake, d.intake),
      currencyCode: strings(this.currencyCode, d.currencyCode),
      featured,
    };
  }
}
