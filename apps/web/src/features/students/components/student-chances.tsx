import { OUTCOME_RESULT_LABELS } from '@edupath/contract/chances';
import { toast } from 'react-toastify';
import { Panel } from '../../../components/console/panel';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/form-errors';
import { ChanceRange, HowWorkedOut } from '../../chances/index';
import { EligibilityCheck } from '../../eligibility/index';
import { useStaffStudentChances, useVerifyOutcome } from '../api/get-staff-student-chances';
import { useStaffStudentFacts } from '../api/get-staff-student-facts';
import { useStaffStudentShortlist } from '../api/get-staff-student-shortlist';

/**
 * The student page's chances (docs/fit-and-chances.md#where-it-shows): the same range the student
 * sees, for each course on her shortlist, and her outcomes, with Verify for a self-reported one
 * once the advisor has seen the decision letter. Each course also carries her eligibility verdict,
 * the same she sees on its card, with each requirement's reason when opened (docs/console.md).
 */
export function StudentChances({ userId }: { userId: number }) {
  const query = useStaffStudentChances(userId);
  const verify = useVerifyOutcome(userId);
  // Her shortlist (the same query as the Shortlist panel) holds each course's requirements.
  const shortlist = useStaffStudentShortlist(userId);
  const requirementsOf = new Map(
    shortlist.data?.map((item) => [item.courseId, item.course.entryRequirements]),
  );
  const anyStated = [...requirementsOf.values()].some(Boolean);
  const facts = useStaffStudentFacts(userId, anyStated);
  return (
    <Panel title="Chances and outcomes">
      {query.isError ? (
        <p role="alert" className="text-red-700">
          Failed to load the chances.
        </p>
      ) : query.isPending ? (
        <p className="text-ink-secondary">Loading…</p>
      ) : (
        <div className="space-y-4" data-testid="student-chances">
          {query.data.courses.length === 0 ? (
            <p className="text-ink-secondary">No shortlisted courses to show chances for.</p>
          ) : (
            <>
              <p className="text-xs text-ink-secondary">
                Her profile, as compared: {query.data.courses[0]!.profile.summary}.
              </p>
              <ul className="divide-y divide-line">
                {query.data.courses.map((course) => (
                  <li key={course.courseId} className="py-2">
                    <span className="block font-medium break-words">{course.courseName}</span>
                    <span className="mb-1 block text-xs break-words text-ink-secondary">
                      {course.universityName}
                    </span>
                    {course.range ? (
                      <ChanceRange range={course.range} />
                    ) : (
                      <p className="text-sm text-ink-secondary">Not enough outcomes yet.</p>
                    )}
                    {facts.isError ? (
                      <p role="alert" className="mt-1 text-xs text-red-700">
                        Failed to load her eligibility.
                      </p>
                    ) : (
                      shortlist.data && (
                        <EligibilityCheck
                          requirements={requirementsOf.get(course.courseId)}
                          facts={facts.data ?? null}
                          courseName={course.courseName}
                          className="mt-2"
                        />
                      )
                    )}
                  </li>
                ))}
              </ul>
              <HowWorkedOut />
            </>
          )}
          <div>
            <h3 className="text-sm font-semibold">Her outcomes</h3>
            {query.data.outcomes.length === 0 ? (
              <p className="text-ink-secondary">None reported.</p>
            ) : (
              <ul className="divide-y divide-line" data-testid="student-outcomes">
                {query.data.outcomes.map((outcome) => (
                  <li
                    key={outcome.outcomeId}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{outcome.courseName}</span>
                      <span className="block text-xs break-words text-ink-secondary">
                        {outcome.universityName} · {OUTCOME_RESULT_LABELS[outcome.result]} ·{' '}
                        {outcome.verified ? 'verified' : 'self-reported'} ·{' '}
                        {outcome.shared ? 'shared' : 'not shared'}
                      </span>
                    </span>
                    {!outcome.verified && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={verify.isPending}
                        onClick={() =>
                          verify.mutate(outcome.outcomeId, {
                            onSuccess: (answer) => toast.success(answer.message),
                            onError: (err) =>
                              toast.error(errorText(err, 'The outcome could not be verified.')),
                          })
                        }
                      >
                        Verify (letter checked)
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </Panel>
  );
}
