import { OUTCOME_RESULT_LABELS } from '@edupath/contract/chances';
import type { OutcomeSnapshot, OwnOutcome } from '@edupath/contract/chances-endpoints';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { errorText } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useMyOutcomes, useWithdrawOutcome } from '../api/chances';
import { OutcomeForm } from './outcome-form';

/**
 * "My outcomes" (docs/fit-and-chances.md#outcomes): each outcome, verified or self-reported,
 * shared or waiting for her consent; she shares or withdraws it here. New reports start from a
 * course's page.
 */
export function MyOutcomes() {
  const outcomes = useMyOutcomes();
  return (
    <section aria-labelledby="my-outcomes-heading" className="mt-10" data-testid="my-outcomes">
      <h2 id="my-outcomes-heading" className="text-xl font-bold text-secondary">
        My outcomes
      </h2>
      <p className="mt-1 text-sm text-ink-secondary">
        Decisions you share anonymously help other students see honest ranges of their chances. Report one for
        any course from its page, including courses you applied to outside EduPath.
      </p>
      {outcomes.isPending ? (
        <Spinner label="Loading outcomes" className="py-6" />
      ) : outcomes.isError ? (
        <LoadError>{errorText(outcomes.error, 'Your outcomes could not be loaded.')}</LoadError>
      ) : outcomes.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-gray-500">No outcomes yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {outcomes.data.items.map((outcome) => (
            <OutcomeItem key={outcome.outcomeId} outcome={outcome} draft={outcomes.data.draft} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function OutcomeItem({ outcome, draft }: { outcome: OwnOutcome; draft: OutcomeSnapshot }) {
  const [sharing, setSharing] = useState(false);
  const withdraw = useWithdrawOutcome();
  return (
    <li className="rounded-xl border border-line bg-white p-4 shadow-sm" data-testid="outcome-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={paths.course(outcome.courseId)}
            className="font-semibold break-words text-gray-900 hover:underline"
          >
            {outcome.courseName}
          </Link>
          <p className="text-sm break-words text-ink-secondary">{outcome.universityName}</p>
        </div>
        <div className="flex flex-wrap gap-1.5 text-xs font-medium">
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-800">
            {OUTCOME_RESULT_LABELS[outcome.result]}
          </span>
          <span
            className={clsx(
              'rounded-full px-2 py-0.5',
              outcome.verified ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900',
            )}
          >
            {outcome.verified ? 'Verified' : 'Self-reported'}
          </span>
        </div>
      </div>
      <p className="mt-2 text-sm text-ink-secondary">
        {outcome.source === 'platform'
          ? "From EduPath's decision on your application. "
          : 'Reported by you. '}
        {outcome.shared
          ? outcome.verified
            ? 'Shared anonymously: counted in similar students’ chances.'
            : 'Shared anonymously: counted once an advisor has checked your decision letter.'
          : 'Not shared: it counts for no one until you share it.'}
      </p>
      {sharing ? (
        <div className="mt-3">
          <OutcomeForm
            courseId={outcome.courseId}
            draft={draft}
            result={outcome.result}
            onDone={() => setSharing(false)}
          />
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {!outcome.shared && (
            <Button size="sm" onClick={() => setSharing(true)}>
              Share anonymously
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(outcome.outcomeId, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (err) => toast.error(errorText(err, 'The outcome could not be withdrawn.')),
              })
            }
          >
            Withdraw
          </Button>
        </div>
      )}
    </li>
  );
}
