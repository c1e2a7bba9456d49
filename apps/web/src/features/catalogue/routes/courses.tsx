import type { CourseSearchQuery, CourseSearchResult, CourseSuggestion, FacetBucket } from '@edupath/contract';
import {
  BEST_MATCH_EXPLANATION,
  CATALOGUE_TEXTS,
  COURSE_SEARCH_PAGE_SIZE,
  COURSE_TYPES,
  INTAKES,
  MODES_OF_STUDY,
} from '@edupath/contract/catalogue-constants';
import { COURSE_CURRENCIES } from '@edupath/contract/constants';
import { SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { RateDate } from '../../../components/ui/rate-age';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth-storage';
import { errorText } from '../../../lib/form-errors';
import { useEligibleCourseSearch } from '../../eligibility/index';
import { useCategories } from '../api/get-categories';
import { useDataSources } from '../api/get-data-sources';
import { useCourseSearch } from '../api/search-courses';
import { CourseCard } from '../components/course-card';
import { Pagination } from '../components/pagination';
import {
  PreferenceDefaultsLine,
  stillFromPreferences,
  usePreferenceDefaults,
} from '../components/preference-defaults';
import { SuggestingSearchInput } from '../components/suggesting-search-input';

/** `?eligible=1`: a signed-in student's search limited to the courses she is eligible for. */
const ELIGIBLE_PARAM = 'eligible';

/** Every filter of GET /course/search, kept in the URL so a search can be shared and Back works. */
const FILTER_KEYS = [
  'q',
  'country',
  'category',
  'courseType',
  'minFee',
  'maxFee',
  'costBasis',
  'currency',
  'modeOfStudy',
  'intake',
  'featured',
  'sort',
  'order',
  'page',
  'readLevel',
] as const;

/**
 * The filters the search read from the words (docs/catalogue.md#how-search-reads-a-query), kept in
 * the history entry's state rather than the URL: a shared link carries the filters themselves, and
 * the chips that say they came from the words follow Back and Forward with their entry.
 */
interface ReadFilters {
  courseType?: string;
  country?: string;
  countryName?: string;
  /** A first-year ceiling read from the words ("under 25 lakh", "cheap"). */
  budget?: { maxInr: number; cheap: boolean };
  /** The corrected words of a misspelt search, while `q` is still what they became. */
  correction?: { text: string; q: string };
}

/** Only the read filters that the URL still applies: one changed in the filter panel is no longer 'read'. */
function stillRead(read: ReadFilters, params: URLSearchParams): ReadFilters {
  const kept: ReadFilters = {};
  if (read.courseType && read.courseType === params.get('courseType')) kept.courseType = read.courseType;
  if (read.country && read.country === params.get('country')) {
    kept.country = read.country;
    kept.countryName = read.countryName;
  }
  if (
    read.budget &&
    params.get('costBasis') === 'firstYear' &&
    params.get('maxFee') === String(read.budget.maxInr)
  ) {
    kept.budget = read.budget;
  }
  if (read.correction && read.correction.q === (params.get('q') ?? '')) kept.correction = read.correction;
  return kept;
}

/** 2500000 → '25 lakh', 2250000 → '22.5 lakh': how students say a budget. */
const lakh = (rupees: number) => `${Number((rupees / 100_000).toFixed(2)).toLocaleString('en-IN')} lakh`;

const budgetLabel = ({ maxInr, cheap }: { maxInr: number; cheap: boolean }) =>
  `${cheap ? 'Cheapest third: ' : ''}≤ ₹${lakh(maxInr)} first year`;

/** Fees compare on tuition or on the first-year total (docs/catalogue.md#first-year-total). */
const COST_BASIS_LABELS = { tuition: 'Tuition in ₹', firstYear: 'First-year total in ₹' } as const;

/** A fee sort is `fee:<order>:<cost basis>`; choosing one also sets the fee range's basis. */
const SORTS = [
  { value: 'relevance', label: 'Best match' },
  { value: 'fee:asc:tuition', label: `${COST_BASIS_LABELS.tuition}: low to high` },
  { value: 'fee:desc:tuition', label: `${COST_BASIS_LABELS.tuition}: high to low` },
  { value: 'fee:asc:firstYear', label: `${COST_BASIS_LABELS.firstYear}: low to high` },
  { value: 'fee:desc:firstYear', label: `${COST_BASIS_LABELS.firstYear}: high to low` },
  { value: 'newest', label: 'Newest' },
  { value: 'qsRank', label: 'QS rank' },
];

const selectClass =
  'w-full rounded-lg border border-line bg-white px-3 py-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

function FilterSelect({
  label,
  name,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string;
  name: string;
  value: string;
  options: Array<{ value: string; label: string; count: number | null }>;
  onChange: (name: string, value: string) => void;
  allLabel: string;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-ink-secondary">
      {label}
      <select className={selectClass} value={value} onChange={(event) => onChange(name, event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.count === null
              ? option.label
              : `${option.label} (${option.count.toLocaleString('en-US')})`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Fixed options with the current result counts beside them (none when the results were too many to count). */
const withCounts = (values: readonly string[], buckets: FacetBucket[] | undefined, counted: boolean) =>
  values.map((value) => ({
    value,
    label: value,
    count: counted ? (buckets?.find((b) => b.value === value)?.count ?? 0) : null,
  }));

/** '12 courses', or '1,000+ courses' when there were more than the server counts. */
const resultCount = ({ total, totalIsLowerBound }: CourseSearchResult) =>
  `${total.toLocaleString('en-US')}${totalIsLowerBound ? '+' : ''} ${total === 1 && !totalIsLowerBound ? 'course' : 'courses'}`;

export default function CoursesRoute() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const read = stillRead((location.state as { read?: ReadFilters } | null)?.read ?? {}, params);
  const readLabelId = useId();
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  // "Only courses I'm eligible for": a student's own search, which the server filters (docs/fit-and-chances.md).
  const student = useAuth().user?.role === 'student';
  const eligibleOnly = student && params.get(ELIGIBLE_PARAM) === '1';
  const searchQuery = { pageSize: COURSE_SEARCH_PAGE_SIZE, ...query } as CourseSearchQuery;
  // A student's study preferences are the default filters (docs/fit-and-chances.md#study-preferences):
  // the search waits for them rather than answering once without and once with.
  const preferences = usePreferenceDefaults();
  const publicResults = useCourseSearch(searchQuery, !eligibleOnly && !preferences.pending);
  const eligibleResults = useEligibleCourseSearch(searchQuery, eligibleOnly && !preferences.pending);
  const results = eligibleOnly ? eligibleResults : publicResults;
  const categories = useCategories();
  // The ₹ fee range and the budget convert at the current reference rates: their date goes beside them.
  // The range compares fees in every currency at once: the oldest rate it may rest on, never the newest.
  const ratesDate = useDataSources().data?.referenceRates?.oldestDate;
  const [text, setText] = useState(query.q ?? '');
  const [fees, setFees] = useState({ minFee: query.minFee ?? '', maxFee: query.maxFee ?? '' });
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Back and forward change the URL: the inputs follow it.
  useEffect(() => {
    setText(params.get('q') ?? '');
    setFees({ minFee: params.get('minFee') ?? '', maxFee: params.get('maxFee') ?? '' });
  }, [params]);

  const update = (changes: Record<string, string>, { replace = false, readNow = read } = {}) => {
    const next = new URLSearchParams(params);
    // A course type taken off (its chip, the panel, Clear filters) stays off: without readLevel=false
    // the search would read it again from a degree name that stays in the words (MBA, LLM).
    if (changes.courseType === '' && params.get('courseType') && params.get('q')) {
      changes = { ...changes, readLevel: 'false' };
    }
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, {
      replace,
      state: { read: stillRead(readNow, next), preferences: stillFromPreferences(location.state, next) },
    });
  };

  // A level or country the search read from the words moves into the URL's filters and its words
  // leave `q`, so the link shows (and shares) what was searched and a chip can undo the reading.
  // Replaced, not pushed: Back goes to the search before, not to the words about to be re-read.
  // The next answer lists neither filter (a filter the request sets is never 'understood'), so
  // this runs once per reading.
  const understood = results.isPlaceholderData ? undefined : results.data?.understood;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new answer only; `update` reads the current URL.
  useEffect(() => {
    if (!understood || (!understood.courseType && understood.countryId === undefined && !understood.budget))
      return;
    const q = understood.terms.join(' ');
    const changes: Record<string, string> = { q, page: params.get('page') ?? '' };
    const readNow = { ...read };
    if (understood.showingResultsFor) readNow.correction = { text: understood.showingResultsFor, q };
    if (understood.budget) {
      changes.costBasis = 'firstYear';
      changes.maxFee = String(understood.budget.maxInr);
      readNow.budget = { maxInr: understood.budget.maxInr, cheap: understood.budget.cheap };
    }
    if (understood.courseType) {
      changes.courseType = understood.courseType;
      readNow.courseType = understood.courseType;
    }
    if (understood.countryId !== undefined) {
      changes.country = String(understood.countryId);
      readNow.country = changes.country;
      readNow.countryName = understood.countryName;
    }
    update(changes, { replace: true, readNow });
  }, [understood]);
  const setFilter = (name: string, value: string) => update({ [name]: value });
  // A budget chip is a ceiling on the first-year total: its basis goes with it, unless a fee sort uses it.
  const removeChip = (key: string) =>
    update(key === 'maxFee' && query.sort !== 'fee' ? { maxFee: '', costBasis: '' } : { [key]: '' });
  const submitText = (event: FormEvent) => {
    event.preventDefault();
    // New words are read afresh, level included.
    update({ q: text.trim(), readLevel: '' });
  };
  // A country becomes the country filter, and the word that was being typed for it leaves the
  // text; a university or a course name is searched as it is written.
  const pickSuggestion = (suggestion: CourseSuggestion) => {
    if (suggestion.kind === 'country' && suggestion.id !== null) {
      const words = text.trim().split(/\s+/);
      const last = words.at(-1)?.toLowerCase() ?? '';
      const rest = suggestion.label.toLowerCase().startsWith(last) ? words.slice(0, -1) : words;
      update({ country: String(suggestion.id), q: rest.join(' '), readLevel: '' });
    } else {
      setText(suggestion.label);
      update({ q: suggestion.label, readLevel: '' });
    }
  };
  const submitFees = (event: FormEvent) => {
    event.preventDefault();
    update({ minFee: fees.minFee.trim(), maxFee: fees.maxFee.trim() });
  };
  const facets = results.data?.facets;
  // Past COURSE_SEARCH_COUNT_CAP matches the server counts nothing (docs/catalogue.md#course-search-courses).
  const counted = !results.data?.totalIsLowerBound;
  const activeFilters = FILTER_KEYS.filter(
    (key) => !['q', 'sort', 'order', 'page', 'readLevel', 'costBasis'].includes(key) && query[key],
  );

  // A to Z, so a student finds a country by its name; the server sends the most courses first.
  const countryOptions = (facets?.country ?? [])
    .map((b) => ({ value: String(b.value), label: b.label, count: b.count }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  if (query.country && !countryOptions.some((o) => o.value === query.country)) {
    countryOptions.unshift({ value: query.country, label: `Country ${query.country}`, count: 0 });
  }
  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: String(c.courseCategoryId),
    label: c.categoryName,
    count: counted ? (facets?.category.find((b) => b.value === c.courseCategoryId)?.count ?? 0) : null,
  }));
  const readChips = [
    ...(read.courseType ? [{ key: 'courseType', label: read.courseType }] : []),
    ...(read.country ? [{ key: 'country', label: read.countryName ?? `Country ${read.country}` }] : []),
    ...(read.budget ? [{ key: 'maxFee', label: budgetLabel(read.budget) }] : []),
  ];
  const costBasis = query.costBasis === 'firstYear' ? 'firstYear' : 'tuition';
  const sortValue =
    query.sort === 'fee'
      ? `fee:${query.order === 'desc' ? 'desc' : 'asc'}:${costBasis}`
      : (query.sort ?? 'relevance');
  // Read from this answer's words, or from the words a reading already moved into the URL.
  const showingResultsFor =
    (results.isPlaceholderData ? undefined : results.data?.understood?.showingResultsFor) ??
    read.correction?.text;

  const selects = [
    { label: 'Country', name: 'country', options: countryOptions, allLabel: 'All countries' },
    { label: 'Category', name: 'category', options: categoryOptions, allLabel: 'All categories' },
    {
      label: 'Course type',
      name: 'courseType',
      options: withCounts(COURSE_TYPES, facets?.courseType, counted),
      allLabel: 'All types',
    },
    {
      label: 'Mode of study',
      name: 'modeOfStudy',
      options: withCounts(MODES_OF_STUDY, facets?.modeOfStudy, counted),
      allLabel: 'Any mode',
    },
    {
      label: 'Intake',
      name: 'intake',
      options: withCounts(INTAKES, facets?.intake, counted),
      allLabel: 'Any intake',
    },
    {
      label: 'Currency',
      name: 'currency',
      options: withCounts(COURSE_CURRENCIES, facets?.currency, counted),
      allLabel: 'Any currency',
    },
  ];

  const filters = (
    <div className="space-y-4">
      {selects.map((select) => (
        <FilterSelect key={select.name} {...select} value={query[select.name] ?? ''} onChange={setFilter} />
      ))}
      <form onSubmit={submitFees} className="space-y-2">
        <p className="text-sm font-medium text-ink-secondary">{CATALOGUE_TEXTS.yearlyFeeInRupees}</p>
        <fieldset className="space-y-1">
          <legend className="sr-only">Compare fees by</legend>
          {(['tuition', 'firstYear'] as const).map((basis) => (
            <label key={basis} className="flex items-center gap-2 text-sm text-ink-secondary">
              <input
                type="radio"
                name="costBasis"
                className="h-4 w-4 accent-primary"
                checked={costBasis === basis}
                onChange={() => setFilter('costBasis', basis === 'firstYear' ? 'firstYear' : '')}
              />
              {COST_BASIS_LABELS[basis]}
            </label>
          ))}
        </fieldset>
        <p className="text-xs text-gray-500" data-testid="fee-basis-note">
          {costBasis === 'firstYear'
            ? 'Tuition, living costs, visa and health cover for the first year, as each course page adds them up.'
            : 'Fees in other currencies compare at reference rates.'}
          {ratesDate && <RateDate date={ratesDate} className="block" />}
        </p>
        <div className="flex gap-2">
          <input
            aria-label="Minimum fee in ₹"
            inputMode="numeric"
            placeholder="Min ₹"
            className={selectClass}
            value={fees.minFee}
            onChange={(e) => setFees({ ...fees, minFee: e.target.value })}
          />
          <input
            aria-label="Maximum fee in ₹"
            inputMode="numeric"
            placeholder="Max ₹"
            className={selectClass}
            value={fees.maxFee}
            onChange={(e) => setFees({ ...fees, maxFee: e.target.value })}
          />
        </div>
        <Button type="submit" variant="outline" size="sm" className="w-full">
          Apply fee range
        </Button>
      </form>
      <label className="flex items-center gap-2 text-sm font-medium text-ink-secondary">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          checked={query.featured === 'true'}
          onChange={(event) => setFilter('featured', event.target.checked ? 'true' : '')}
        />
        Featured only {facets?.featured != null ? `(${facets.featured.toLocaleString('en-US')})` : ''}
      </label>
      {student && (
        <label className="flex items-center gap-2 text-sm font-medium text-ink-secondary">
          <input
            type="checkbox"
            className="h-4 w-4 accent-primary"
            checked={eligibleOnly}
            onChange={(event) => setFilter(ELIGIBLE_PARAM, event.target.checked ? '1' : '')}
          />
          Only courses I'm eligible for
        </label>
      )}
      {activeFilters.length > 0 && (
        <Button
          variant="ghost"
          size="sm"
          className="w-full"
          onClick={() => update(Object.fromEntries(activeFilters.map((k) => [k, ''])))}
        >
          <X className="h-4 w-4" aria-hidden /> Clear filters
        </Button>
      )}
    </div>
  );

  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-secondary sm:text-4xl">Find Courses</h1>
      <p className="mt-2 text-ink-secondary">
        Search by course, university or country, then narrow down with filters.
      </p>
      <form role="search" onSubmit={submitText} className="mt-6 flex max-w-2xl gap-2">
        <SuggestingSearchInput value={text} onChange={setText} onPick={pickSuggestion} />
        <Button type="submit" size="lg">
          Search
        </Button>
      </form>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label="Filters">
          <Button
            variant="outline"
            className="w-full lg:hidden"
            onClick={() => setFiltersOpen(!filtersOpen)}
            aria-expanded={filtersOpen}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden /> Filters
            {activeFilters.length ? ` (${activeFilters.length})` : ''}
          </Button>
          <div
            className={`${filtersOpen ? 'mt-4 block' : 'hidden'} rounded-2xl border border-line bg-white p-4 shadow-sm lg:block`}
          >
            {filters}
          </div>
        </aside>

        <div>
          <PreferenceDefaultsLine state={preferences} onPick={setFilter} />
          {showingResultsFor && (
            <p className="mb-3 text-sm text-ink-secondary" data-testid="showing-results-for">
              Showing results for “{showingResultsFor}”
            </p>
          )}
          {readChips.length > 0 && (
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <p id={readLabelId} className="text-sm text-ink-secondary">
                Read from your search:
              </p>
              <ul aria-labelledby={readLabelId} className="flex flex-wrap gap-2">
                {readChips.map((chip) => (
                  <li key={chip.key}>
                    <button
                      type="button"
                      aria-label={`Remove ${chip.label}`}
                      onClick={() => removeChip(chip.key)}
                      className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary/5 px-3 py-1 text-sm font-medium text-primary hover:bg-primary/10 focus:outline-none focus:ring-2 focus:ring-primary/30"
                    >
                      {chip.label} <X className="h-3.5 w-3.5" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            {/* A line of its own on a phone, as high before the count arrives as after, so the sort menu stays put. */}
            <p
              className="min-h-6 w-full text-ink-secondary sm:w-auto"
              aria-live="polite"
              data-testid="result-count"
            >
              {results.data ? resultCount(results.data) : ' '}
            </p>
            <label className="flex items-center gap-2 text-sm text-ink-secondary">
              Sort by
              <select
                className="rounded-lg border border-line bg-white px-3 py-2 text-sm"
                value={sortValue}
                onChange={(event) => {
                  const [sort = 'relevance', order = 'asc', basis] = event.target.value.split(':');
                  update({
                    sort: sort === 'relevance' ? '' : sort,
                    order: order === 'desc' ? 'desc' : '',
                    ...(sort === 'fee' && { costBasis: basis === 'firstYear' ? 'firstYear' : '' }),
                  });
                }}
              >
                {SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {sortValue === 'relevance' && (
            <p className="-mt-3 mb-5 text-xs text-gray-500">{BEST_MATCH_EXPLANATION}</p>
          )}
          {results.isPending ? (
            // A screen's height, so the footer does not show and then jump down when the results arrive.
            <div className="min-h-screen">
              <Spinner label="Searching courses" />
            </div>
          ) : results.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-700">
              {errorText(results.error, CATALOGUE_TEXTS.coursesError)}
            </p>
          ) : results.data.items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line bg-gray-50 py-12 text-center text-ink-secondary">
              No courses match your search. Try fewer filters or other words.
            </p>
          ) : (
            <>
              <div
                data-testid="course-results"
                aria-busy={results.isFetching}
                className={`grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3 ${results.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {results.data.items.map((course) => (
                  <CourseCard key={course.courseId} course={course} />
                ))}
              </div>
              <Pagination
                page={results.data.page}
                totalPages={Math.min(results.data.totalPages, 500)}
                onPage={(page) => {
                  update({ page: String(page) });
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
