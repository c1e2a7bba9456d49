import { checkEligibility, type EntryRequirements, type StudentFacts } from '@edupath/contract';
import { VerdictBadge } from './eligibility-badge';
import { RequirementLine, RequirementsSource } from './requirement-line';

/**
 * A student's verdict on one course, from facts given (not the signed-in user's): the console's
 * student page, so her advisor sees exactly what she sees on the course's card and page, the badge
 * and, opened, each requirement with its reason in her words (docs/fit-and-chances.md).
 */
export function EligibilityCheck({
  requirements,
  facts,
  courseName,
  className = '',
}: {
  requirements: EntryRequirements | null | undefined;
  /** Null while her facts load: nothing is shown until they are there. */
  facts: StudentFacts | null;
  courseName: string;
  className?: string;
}) {
  if (!requirements) {
    return (
      <p data-testid="eligibility-check" className={`text-xs text-ink-secondary ${className}`}>
        No structured entry requirements stated.
      </p>
    );
  }
  if (!facts) return null;
  const result = checkEligibility(requirements, facts);
  return (
    <div data-testid="eligibility-check" className={`min-w-0 ${className}`}>
      <VerdictBadge result={result} />
      <details className="group mt-1">
        <summary className="cursor-pointer text-xs font-medium text-primary-dark underline">
          <span className="sr-only">{courseName}: </span>Each requirement, as she sees it
        </summary>
        <ul className="mt-1 divide-y divide-line">
          {result.lines.map((line) => (
            <RequirementLine key={`${line.key}:${line.requirement}`} line={line} verdicts compact />
          ))}
        </ul>
        <RequirementsSource requirements={requirements} className="mt-1" />
      </details>
    </div>
  );
}
