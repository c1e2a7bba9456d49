import {
  SCHOLARSHIP_KIND_LABELS,
  SCHOLARSHIP_LEVEL_LABELS,
  SCHOLARSHIP_PROVIDER_TYPE_LABELS,
  type ScholarshipListItem,
  type ScholarshipMatchItem,
} from '@edupath/contract/scholarships';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { FactSource } from '../../../components/ui/fact-source';
import { formatDay } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { amountText } from './amount';
import { SaveScholarshipButton } from './save-button';
import { VerdictReasons } from './verdict';

export const scholarshipPath = paths.scholarship;

const where = (award: ScholarshipListItem) =>
  award.universities.length > 0
    ? award.universities.join(', ')
    : award.destinations.length === 0
      ? 'Any country'
      : award.destinations.length > 4
        ? `${award.destinations.length} European countries`
        : award.destinations.join(', ');

export function DeadlineLine({ award }: { award: ScholarshipListItem }) {
  const last = [...award.deadlines].sort((a, b) => b.date.localeCompare(a.date))[0];
  return (
    <p className="flex items-start gap-1.5 text-sm text-ink-secondary" data-testid="scholarship-deadline">
      <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        {award.nextDeadline
          ? `Next deadline ${formatDay(award.nextDeadline.date)} (${award.nextDeadline.cycle})`
          : last
            ? `Last published deadline ${formatDay(last.date)} (${last.cycle}); the next is not announced yet`
            : (award.deadlineNote ?? 'No deadline published')}
      </span>
    </p>
  );
}

/** One award in the list: what it gives, where, when, its source; for a student her verdict and Save. */
export function ScholarshipCard({
  award,
  match,
}: {
  award: ScholarshipListItem;
  match?: ScholarshipMatchItem;
}) {
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm"
      data-testid="scholarship-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={scholarshipPath(award.id)}
            className="text-lg font-semibold text-gray-900 hover:text-primary-dark"
          >
            {award.name}
          </Link>
          <p className="text-sm text-ink-secondary">
            {award.provider} · {SCHOLARSHIP_PROVIDER_TYPE_LABELS[award.providerType]}
          </p>
        </div>
        {match && <SaveScholarshipButton id={award.id} saved={match.saved} name={award.name} />}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-gray-700">Amount: </dt>
          <dd className="inline" data-testid="scholarship-amount">
            {amountText(award)}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-gray-700">Type: </dt>
          <dd className="inline">{SCHOLARSHIP_KIND_LABELS[award.kind]}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-gray-700">Level: </dt>
          <dd className="inline">{award.levels.map((l) => SCHOLARSHIP_LEVEL_LABELS[l]).join(', ')}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-gray-700">Where: </dt>
          <dd className="inline">{where(award)}</dd>
        </div>
      </dl>
      <DeadlineLine award={award} />
      {match && <VerdictReasons item={match} />}
      <FactSource source={award} />
    </li>
  );
}
