import {
  checkEligibility,
  type EntryRequirements as EntryRequirementsData,
  eligibilityBadge,
} from '@edupath/contract';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth-storage';
import { paths } from '../../../lib/paths';
import { useStudentFacts } from '../api/eligibility';
import { RequirementLine, RequirementsSource } from './requirement-line';

/** The requirement lines without a verdict: what a visitor (or staff) sees. */
const VISITOR_FACTS = {
  scores: [],
  highestRank: -1,
  highestName: null,
  grades: { school: null, bachelor: null, master: null },
  workMonths: null,
};

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
              <RequirementLine key={`${line.key}:${line.requirement}`} line={line} verdicts={verdicts} />
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
          <RequirementsSource requirements={requirements} className="mt-3" />
        </>
      )}
    </section>
  );
}
