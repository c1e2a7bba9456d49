import {
  checkEligibility,
  type EligibilityResult,
  type EntryRequirements,
  eligibilityBadge,
} from '@edupath/contract';
import { useStudentFacts } from '../api/eligibility';

const TONE = {
  eligible: 'bg-green-50 text-green-800 ring-green-200',
  notMet: 'bg-red-50 text-red-800 ring-red-200',
  unknown: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

/** The verdict's pill ("Eligible", "1 requirement not met", "Check your profile"); nothing without requirements. */
export function VerdictBadge({ result, className = '' }: { result: EligibilityResult; className?: string }) {
  const label = eligibilityBadge(result);
  if (!label || result.verdict === 'noRequirements') return null;
  return (
    <span
      data-testid="eligibility-badge"
      className={`inline-flex max-w-full items-center self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[result.verdict]} ${className}`}
    >
      {label}
    </span>
  );
}

/**
 * A course card's verdict for the signed-in student: "Eligible", "1 requirement not met",
 * "Check your profile" (docs/fit-and-chances.md). Nothing for visitors, staff, or a course that
 * states no requirements.
 */
export function EligibilityBadge({
  requirements,
  className = '',
}: {
  requirements: EntryRequirements | null | undefined;
  className?: string;
}) {
  // A course without requirements has nothing to check: no need for her facts.
  const { facts } = useStudentFacts(Boolean(requirements));
  if (!facts || !requirements) return null;
  return <VerdictBadge result={checkEligibility(requirements, facts)} className={className} />;
}
