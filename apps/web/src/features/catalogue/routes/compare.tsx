import type { CompareItem } from '@edupath/contract/compare';
import { checkEligibility, eligibilityBadge, type StudentFacts } from '@edupath/contract/eligibility';
import { intakeStatus, todayIso } from '@edupath/contract/money';
import { COMPARE_MAX, COMPARE_MIN, oldestRateDate, parseCompareIds } from '@edupath/contract/true-cost-calc';
import { Check, Link2, Plus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { RateDate } from '../../../components/ui/rate-age';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorText } from '../../../lib/form-errors';
import { formatDate, formatFee, formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useStudentFacts } from '../../eligibility/index';
import { useCompareCourses } from '../api/compare-courses';
import { useCourseSearch } from '../api/search-courses';
import { FactLabel } from '../components/fact-label';
import { formatQsRank } from '../format';

interface Row {
  label: string;
  /** What is compared to spot a difference (shown text unless given). */
  value: (item: CompareItem) => string;
  render?: (item: CompareItem) => ReactNode;
}

const orNotSpecified = (text: string | null | undefined) => text || 'Not specified';
const sumOf = (item: CompareItem, kinds: string[]) =>
  item.cost.lines.filter((line) => kinds.includes(line.kind)).reduce((sum, line) => sum + line.amountInr, 0);
const hasKind = (item: CompareItem, kind: string) => item.cost.lines.some((line) => line.kind === kind);

/** The date of the oldest rate a rupee sum converts at, on its own line; nothing when all in rupees. */
function LinesRateDate({ lines }: { lines: CompareItem['cost']['lines'] }) {
  const date = oldestRateDate(lines);
  return date ? <RateDate date={date} className="block" /> : null;
}

const KIND_NAMES: [string, string][] = [
  ['tuition', 'tuition'],
  ['living', 'living'],
  ['visa', 'visa'],
  ['health', 'health cover'],
  ['other', 'other fees'],
];

/** 'Tuition, living and visa': what a first-year total is made of, from its own lines. */
function coveredText(item: CompareItem) {
  const names = KIND_NAMES.filter(([kind]) => hasKind(item, kind)).map(([, name]) => name);
  if (names.length === 0) return 'No figures yet';
  const text = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${hasKind(item, 'living') ? '' : ' only: no living figures yet'}`;
}

function nextDeadline(item: CompareItem) {
  const status = intakeStatus(item.course, todayIso());
  if (!status.current) return 'Not specified';
  if (status.open) return formatDate(status.current.deadline);
  return status.next ? `${formatDate(status.next.deadline)} (${status.next.label})` : 'Closed';
}

const ROWS: Row[] = [
  {
    label: 'University',
    value: (i) => i.course.UniversityModel.universityName,
    render: (i) => (
      <Link to={paths.university(i.course.universityId)} className="text-primary-dark hover:underline">
        {i.course.UniversityModel.universityName}
      </Link>
    ),
  },
  { label: 'QS rank', value: (i) => formatQsRank(i.course.UniversityModel.qsRank) },
  { label: 'Country', value: (i) => i.course.CountryModel.countryName },
  { label: 'Course type', value: (i) => i.course.courseType },
  { label: 'Duration', value: (i) => i.course.duration },
  { label: 'Intake', value: (i) => orNotSpecified(i.course.intake) },
  { label: 'Next deadline', value: nextDeadline },
  {
    label: 'Tuition (yearly)',
    value: (i) => formatFee(i.course.fee, i.course.currencyCode),
    render: (i) => (
      <>
        {formatFee(i.course.fee, i.course.currencyCode)}
        {i.course.feeInr !== null && i.course.currencyCode !== 'INR' && (
          <span className="block text-xs text-ink-secondary" data-testid="compare-fee-inr">
            ≈ {formatRupees(i.course.feeInr)}
            {i.course.inrRate && <RateDate date={i.course.inrRate.date} className="block" />}
          </span>
        )}
        <FactLabel provenance={i.course.provenance.fees} />
      </>
    ),
  },
  {
    label: 'Estimated living cost (12 months)',
    value: (i) => (hasKind(i, 'living') ? formatRupees(sumOf(i, ['living'])) : 'Not known'),
    render: (i) =>
      hasKind(i, 'living') ? (
        <>
          {formatRupees(sumOf(i, ['living']))}
          <span className="block text-xs text-ink-secondary">{i.cost.city}</span>
          <LinesRateDate lines={i.cost.lines.filter((line) => line.kind === 'living')} />
        </>
      ) : (
        'Not known'
      ),
  },
  {
    label: 'First-year total',
    value: (i) => formatRupees(i.cost.totalInr),
    render: (i) => (
      <>
        <span className="font-semibold text-secondary" data-testid="compare-total">
          {formatRupees(i.cost.totalInr)}
        </span>
        <span className="block text-xs text-ink-secondary">
          {coveredText(i)}
          {i.cost.includesEstimates ? ' · includes estimates' : ''}
        </span>
        <LinesRateDate lines={i.cost.lines} />
      </>
    ),
  },
  { label: 'Eligibility', value: (i) => orNotSpecified(i.course.eligibility) },
  { label: 'Test scores', value: (i) => orNotSpecified(i.course.UniversityModel.testAccepted) },
];

/** "Your eligibility": the verdict of each course's requirements for her profile. */
const eligibilityRow = (facts: StudentFacts): Row => ({
  label: 'Your eligibility',
  value: (i) =>
    eligibilityBadge(checkEligibility(i.course.entryRequirements, facts)) ?? 'No requirements stated',
});

/** Find a course by name and add it to the comparison. */
function AddCourse({ exclude, onAdd }: { exclude: number[]; onAdd: (courseId: number) => void }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const search = useCourseSearch({ q, pageSize: 6 }, q.length >= 2);
  const results = (search.data?.items ?? []).filter((course) => !exclude.includes(course.courseId));
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <label htmlFor="compare-add" className="text-sm font-medium text-ink-secondary">
        Add a course
      </label>
      <input
        id="compare-add"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by course, university or country"
        className="mt-1 w-full rounded-lg border border-line px-3 py-2 text-sm"
      />
      {q.length >= 2 && (
        <ul className="mt-2 divide-y divide-line">
          {search.isPending && <li className="py-2 text-sm text-gray-500">Searching…</li>}
          {!search.isPending && results.length === 0 && (
            <li className="py-2 text-sm text-gray-500">No courses match.</li>
          )}
          {results.map((course) => (
            <li key={course.courseId} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium text-gray-900">{course.courseName}</span>
                <span className="block truncate text-xs text-ink-secondary">
                  {course.UniversityModel.universityName}, {course.CountryModel.countryName}
                </span>
              </span>
              <Button size="sm" variant="outline" onClick={() => onAdd(course.courseId)}>
                <Plus className="h-4 w-4" aria-hidden /> Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /compare?courses=a,b,c: 2 to 4 courses side by side (docs/planning.md#compare). The URL is the
 * whole state, so the page can be shared; on a phone the columns scroll under pinned row labels.
 */
export default function CompareRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const all = parseCompareIds(params.get('courses'));
  const ids = all.slice(0, COMPARE_MAX);
  const ready = ids.length >= COMPARE_MIN;
  const compare = useCompareCourses(ids, ready);
  const [copied, setCopied] = useState(false);

  const setIds = (next: number[]) => {
    // Plain commas (not %2C), so a shared link reads as it is typed.
    navigate({ search: next.length ? `?courses=${next.join(',')}` : '' });
    setCopied(false);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const items = compare.data?.courses ?? [];
  // A signed-in student also compares her own eligibility (docs/fit-and-chances.md).
  const { facts } = useStudentFacts(items.length > 0);
  const rows = facts ? [...ROWS, eligibilityRow(facts)] : ROWS;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-secondary">Compare courses</h1>
          <p className="text-sm text-ink-secondary">
            Up to {COMPARE_MAX} courses side by side; rows that differ are highlighted. First-year totals use
            12 months of living costs in the university's city, without a scholarship.
          </p>
        </div>
        {ready && (
          <Button variant="outline" size="sm" onClick={copyLink}>
            {copied ? <Check className="h-4 w-4" aria-hidden /> : <Link2 className="h-4 w-4" aria-hidden />}
            {copied ? 'Link copied' : 'Copy link'}
          </Button>
        )}
      </div>
      {all.length > COMPARE_MAX && (
        <p role="status" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          Only {COMPARE_MAX} courses can be compared at once: showing the first {COMPARE_MAX}.
        </p>
      )}

      <div className="mt-6">
        {!ready ? (
          <EmptyState
            title={`Choose ${COMPARE_MIN} to ${COMPARE_MAX} courses to compare`}
            text={
              ids.length === 1
                ? 'Add at least one more course below.'
                : 'Search for courses below, or use "Compare with other courses" on a course page.'
            }
          />
        ) : compare.isPending ? (
          <Spinner label="Loading the comparison" className="py-16" />
        ) : compare.isError ? (
          <LoadError>{errorText(compare.error, 'The comparison could not be loaded')}</LoadError>
        ) : (
          <div
            className="overflow-x-auto rounded-2xl border border-line bg-white shadow-sm"
            data-testid="compare-scroller"
          >
            <table className="w-full border-collapse text-left text-sm" data-testid="compare-table">
              <caption className="sr-only">Courses compared side by side</caption>
              <thead>
                <tr>
                  <th
                    scope="col"
                    className="sticky left-0 z-10 w-36 min-w-[8rem] border-b border-r border-line bg-white p-3 text-xs font-medium uppercase tracking-wide text-gray-500"
                  >
                    Course
                  </th>
                  {items.map((item) => (
                    <th
                      key={item.course.courseId}
                      scope="col"
                      className="min-w-[13rem] border-b border-line p-3 align-top"
                    >
                      <div className="flex items-start justify-between gap-2">
                        <Link
                          to={paths.course(item.course.courseId)}
                          className="font-semibold text-gray-900 hover:text-primary-dark"
                        >
                          {item.course.courseName}
                        </Link>
                        <button
                          type="button"
                          onClick={() => setIds(ids.filter((id) => id !== item.course.courseId))}
                          className="rounded p-1 text-gray-500 hover:bg-gray-100"
                          aria-label={`Remove ${item.course.courseName}`}
                        >
                          <X className="h-4 w-4" aria-hidden />
                        </button>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const differs = new Set(items.map(row.value)).size > 1;
                  return (
                    <tr key={row.label} data-differs={differs || undefined}>
                      <th
                        scope="row"
                        data-testid="compare-row-label"
                        className="sticky left-0 z-10 border-b border-r border-line bg-white p-3 font-medium text-ink-secondary"
                      >
                        {row.label}
                        {differs && <span className="sr-only"> (differs)</span>}
                      </th>
                      {items.map((item) => (
                        <td
                          key={item.course.courseId}
                          className={`border-b border-line p-3 align-top ${differs ? 'bg-amber-50' : ''}`}
                        >
                          {row.render ? row.render(item) : row.value(item)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {ids.length < COMPARE_MAX && (
        <div className="mt-6 max-w-xl">
          <AddCourse exclude={ids} onAdd={(courseId) => setIds([...ids, courseId])} />
        </div>
      )}
    </section>
  );
}
