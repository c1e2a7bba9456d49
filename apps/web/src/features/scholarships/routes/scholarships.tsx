import {
  SCHOLARSHIP_LEVEL_LABELS,
  SCHOLARSHIP_LEVELS,
  SCHOLARSHIP_PROVIDER_TYPE_LABELS,
  SCHOLARSHIP_PROVIDER_TYPES,
  type ScholarshipQuery,
} from '@edupath/contract/scholarships';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SelectField, TextField } from '../../../components/ui/field';
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
        <SelectField
          id={ids.country}
          label="Country"
          value={query.country ?? ''}
          onChange={(e) => set('country', e.target.value)}
        >
          <option value="">Any</option>
          {COUNTRIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </SelectField>
        <SelectField
          id={ids.level}
          label="Level"
          value={query.level ?? ''}
          onChange={(e) => set('level', e.target.value)}
        >
          <option value="">Any</option>
          {SCHOLARSHIP_LEVELS.map((l) => (
            <option key={l} value={l}>
              {SCHOLARSHIP_LEVEL_LABELS[l]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={ids.providerType}
          label="Offered by"
          value={query.providerType ?? ''}
          onChange={(e) => set('providerType', e.target.value)}
        >
          <option value="">Anyone</option>
          {SCHOLARSHIP_PROVIDER_TYPES.map((t) => (
            <option key={t} value={t}>
              {SCHOLARSHIP_PROVIDER_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <TextField
          id={ids.field}
          label="Field"
          value={query.field ?? ''}
          placeholder="e.g. Economics"
          onChange={(e) => set('field', e.target.value)}
        />
        <TextField
          id={ids.deadlineAfter}
          label="Deadline after"
          type="date"
          value={query.deadlineAfter ?? ''}
          onChange={(e) => set('deadlineAfter', e.target.value)}
        />
        <TextField
          id={ids.q}
          label="Search"
          type="search"
          value={query.q ?? ''}
          placeholder="Name or provider"
          onChange={(e) => set('q', e.target.value)}
        />
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
