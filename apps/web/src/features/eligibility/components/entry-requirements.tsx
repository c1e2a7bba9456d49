import {
  checkEligibility,
  type EligibilityLine,
  type EntryRequirements as EntryRequirementsData,
  eligibilityBadge,
  type LineStatus,
} from '@edupath/contract';
import { PROVENANCE } from '@edupath/contract/catalogue-constants';
import { CheckCircle2, CircleHelp, Info, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-storage';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useStudentFacts } from '../api/eligibility';

const STATUS: Record<LineStatus, { label: string; icon: typeof Info; tone: string }> = {
  met: { label: 'Met', icon: CheckCircle2, tone: 'text-green-700' },
  notMet: { label: 'Not met', icon: XCircle, tone: 'text-red-700' },
  unknown: { label: 'Unknown', icon: CircleHelp, tone: 'text-amber-800' },
  info: { label: 'To note', icon: Info, tone: 'text-ink-secondary' },
};

/** The requirement lines without a verdict: what a visitor (or staff) sees. */
const VISITOR_FACTS = {
  scores: [],
  highestRank: -1,
  highestName: null,
  grades: { school: null, bachelor: null, master: null },
  workMonths: null,
};

function Line({ line, verdicts }: { line: EligibilityLine; verdicts: boolean }) {
  const status = STATUS[line.status];
  const Icon = status.icon;
  return (
    <li data-testid="requirement-line" className="flex gap-3 py-3">
      {verdicts ? (
        <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${status.tone}`} aria-hidden />
      ) : (
        <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
      )}
      <div className="min-w-0 break-words">
        <p className="font-medium text-gray-900">
          {line.requirement}
          {verdicts && line.status !== 'info' && (
            <span className={`ml-2 text-sm font-semibold ${status.tone}`}>{status.label}</span>
          )}
        </p>
        {verdicts && <p className="text-sm text-ink-secondary">{line.reason}</p>}
      </div>
    </li>
  );
}

/**
 * The course page's "Entry requirements" (docs/fit-and-chances.md): every requirement with its
 * source; for a signed-in student each line is Met, Not met or Unknown with the reason, and a
 * visitor is asked to add scores, with no wall in front of the requirements themselves.
 */
export function EntryRequirements({ requirements }: { requirements: EntryRequirementsData | null }) {
  const { isAuthenticated } = useAuth();
  const { student, facts, isPending } = useStudentFacts(requirements !== null);
  const verdicts = facts !== null;
  const result = requirements ? checkEligibility(requirements, facts ?? VISITOR_FACTS) : null;
  const badge = verdicts && result ? eligibilityBadge(result) : null;
  return (
    <section
      aria-labelledby="entry-requirements-title"
      data-testid="entry-requirements"
      className="rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="entry-requirements-title" className="text-lg font-semibold text-gray-900">
          Entry requirements
        </h2>
        {badge && (
          <span data-testid="eligibility-summary" className="text-sm font-semibold text-gray-900">
            {badge}
          </span>
        )}
      </div>
      {!requirements || !result ? (
        <p className="mt-2 text-sm text-ink-secondary">
          This course has not stated structured entry requirements yet. Check its eligibility note above.
        </p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-line">
            {result.lines.map((line) => (
              <Line key={`${line.key}:${line.requirement}`} line={line} verdicts={verdicts} />
            ))}
          </ul>
          {!isAuthenticated && (
            <p className="mt-3 rounded-lg bg-primary-light p-3 text-sm text-gray-900">
              Want to know whether you meet them?{' '}
              <Link to={paths.login} className="font-medium text-primary-dark underline">
                Sign in
              </Link>{' '}
              and add your scores and grades to your profile: each requirement then says Met, Not met or
              Unknown, and why.
            </p>
          )}
          {student && !isPending && result.unknown > 0 && (
            <p className="mt-3 text-sm text-ink-secondary">
              Unknown means your profile does not say yet.{' '}
              <Link to={paths.profile} className="font-medium text-primary-dark underline">
                Add scores and grades to your profile
              </Link>
              .
            </p>
          )}
          <p data-testid="requirements-source" className="mt-3 text-xs text-gray-500">
            {requirements.source.sample ? (
              <>Requirements: {PROVENANCE.illustrative}.</>
            ) : (
              <>
                Requirements from{' '}
                <a
                  href={requirements.source.url}
                  className="break-all underline"
                  rel="noreferrer"
                  target="_blank"
                >
                  {requirements.source.url}
                </a>
                , checked {formatDate(`${requirements.source.checkedOn}T00:00:00`)}.
              </>
            )}{' '}
            Grade conversions are approximate; the university decides.
          </p>
        </>
      )}
    </section>
  );
}
