import {
  SCHOLARSHIP_VERDICT_LABELS,
  type ScholarshipMatchItem,
  type ScholarshipVerdict,
} from '@edupath/contract/scholarships';
import { clsx } from 'clsx';
import { CheckCircle2, CircleHelp, XCircle } from 'lucide-react';

const STYLE: Record<ScholarshipVerdict, string> = {
  eligible: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  notEligible: 'bg-red-50 text-red-800 ring-red-200',
  check: 'bg-amber-50 text-amber-900 ring-amber-200',
};
const ICON = { eligible: CheckCircle2, notEligible: XCircle, check: CircleHelp };

export function VerdictBadge({ verdict }: { verdict: ScholarshipVerdict }) {
  const Icon = ICON[verdict];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
        STYLE[verdict],
      )}
      data-testid="scholarship-verdict"
    >
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {SCHOLARSHIP_VERDICT_LABELS[verdict]}
    </span>
  );
}

/** The verdict and, rule by rule, why (docs/money-and-visas.md#scholarships). */
export function VerdictReasons({ item }: { item: ScholarshipMatchItem }) {
  const { verdict, lines } = item.match;
  return (
    <div className="rounded-xl bg-gray-50 p-3" data-testid="scholarship-match">
      <VerdictBadge verdict={verdict} />
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-ink-secondary">
          The provider publishes no rule we can check against your profile.
        </p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {lines.map((line) => (
            <li
              key={`${line.rule}-${line.reason}`}
              className={clsx(
                line.status === 'met' && 'text-emerald-800',
                line.status === 'notMet' && 'text-red-700',
                line.status === 'unknown' && 'text-amber-900',
              )}
              data-testid="scholarship-reason"
            >
              {line.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
