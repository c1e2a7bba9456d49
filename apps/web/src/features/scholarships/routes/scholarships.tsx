import {
  SCHOLARSHIP_LEVEL_LABELS,
  SCHOLARSHIP_LEVELS,
  SCHOLARSHIP_PROVIDER_TYPE_LABELS,
  SCHOLARSHIP_PROVIDER_TYPES,
  type ScholarshipQuery,
} from '@edupath/contract/scholarships';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useAuth } from '../../../lib/auth-storage';
import { paths } from '../../../lib/paths';
import { useScholarshipMatches, useScholarships } from '../api/scholarships';
import { ScholarshipDetailsForm } from '../components/details-form';
import { ScholarshipCard } from '../components/scholarship-card';

/** The destinations students from India choose most, then the other countries awards name. */
const COUNTRIES = [
  'United Kingdom',
  'United States',
  'Canada',
  'Australia',
  'Germany',
  'Ireland',
  'France',
  'New Zealand',
  'Netherlands',
  'Japan',
  'South Korea',
  'Hungary',
];

const FILTERS = ['country', 'level', 'field', 'providerType', 'deadlineAfter', 'q'] as const;

/** /scholarships: everyone browses and filters; a signed-in student sees her verdict and saves (docs/money-and-visas.md#scholarships). */
export default function ScholarshipsPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const student = user?.role === 'student';
  const query = Object.fromEntries(
    FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  ) as ScholarshipQuery;
  const list = useScholarships(query);
  const matches = useScholarshipMatches();
  const base = useId();
  const ids = Object.fromEntries(FILTERS.map((key) => [key, `${base}-${key}`])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const set = (key: (typeof FILTERS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const field = 'rounded-lg border border-line bg-white px-3 py-2 text-sm';
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold text-gray-900">Scholarships you can hold abroad</h1>
        <p className="mt-2 max-w-3xl text-ink-secondary">
          Awards open to students from India, each read from its provider's page, with the day we checked it.
          Where a figure is not published we say so rather than guess.{' '}
          {student ? (
            'Each award shows whether you are eligible, rule by rule.'
          ) : (
            <>
              <Link to={paths.login} className="font-medium text-primary-dark underline">
                Sign in
              </Link>{' '}
              to see, rule by rule, which ones you are eligible for.
            </>
          )}
        </p>
      </header>

      <form
        className="grid grid-cols-2 gap-3 rounded-2xl bg-gray-50 p-4 sm:grid-cols-3 lg:grid-cols-6"
        aria-label="Filter scholarships"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.country} className="text-sm font-medium text-ink-secondary">
            Country
          </label>
          <select
            id={ids.country}
            value={query.country ?? ''}
            onChange={(e) => set('country', e.target.value)}
            className={field}
          >
            <option value="">Any</option>
            {COUNTRIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.level} className="text-sm font-medium text-ink-secondary">
            Level
          </label>
          <select
            id={ids.level}
            value={query.level ?? ''}
            onChange={(e) => set('level', e.target.value)}
            className={field}
          >
            <option value="">Any</option>
            {SCHOLARSHIP_LEVELS.map((l) => (
              <option key={l} value={l}>
                {SCHOLARSHIP_LEVEL_LABELS[l]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.providerType} className="text-sm font-medium text-ink-secondary">
            Offered by
          </label>
          <select
            id={ids.providerType}
            value={query.providerType ?? ''}
            onChange={(e) => set('providerType', e.target.value)}
            className={field}
          >
            <option value="">Anyone</option>
            {SCHOLARSHIP_PROVIDER_TYPES.map((t) => (
              <option key={t} value={t}>
                {SCHOLARSHIP_PROVIDER_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.field} className="text-sm font-medium text-ink-secondary">
            Field
          </label>
          <input
            id={ids.field}
            value={query.field ?? ''}
            placeholder="e.g. Economics"
            onChange={(e) => set('field', e.target.value)}
            className={field}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.deadlineAfter} className="text-sm font-medium text-ink-secondary">
            Deadline after
          </label>
          <input
            id={ids.deadlineAfter}
            type="date"
            value={query.deadlineAfter ?? ''}
            onChange={(e) => set('deadlineAfter', e.target.value)}
            className={field}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.q} className="text-sm font-medium text-ink-secondary">
            Search
          </label>
          <input
            id={ids.q}
            type="search"
            value={query.q ?? ''}
            placeholder="Name or provider"
            onChange={(e) => set('q', e.target.value)}
            className={field}
          />
        </div>
      </form>

      {student && <ScholarshipDetailsForm />}

      {list.isPending ? (
        <Spinner label="Loading scholarships" className="py-16" />
      ) : list.isError ? (
        <ErrorState message="The scholarships could not be loaded. Please try again later." />
      ) : (
        <>
          <p className="text-sm text-ink-secondary" aria-live="polite" data-testid="scholarship-count">
            {list.data.length === 1 ? '1 scholarship' : `${list.data.length} scholarships`}
          </p>
          {list.data.length === 0 ? (
            <p className="rounded-2xl bg-gray-50 p-6 text-ink-secondary">
              No scholarship matches these filters.
            </p>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {list.data.map((award) => (
                <ScholarshipCard key={award.id} award={award} match={matches.data?.get(award.id)} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
