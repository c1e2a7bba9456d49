import type { PostOfferChecklistStep } from '@edupath/contract/visa-routes';
import { CheckCircle2, Circle, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { errorText } from '../../../lib/form-errors';
import { formatDay } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useLivePostOffer, usePostOffer, useTickStep } from '../api/post-offer';

function StepText({ step }: { step: PostOfferChecklistStep }) {
  return (
    <div className="min-w-0">
      <p className={step.done ? 'font-medium text-gray-500 line-through' : 'font-medium text-gray-900'}>
        {step.title}
      </p>
      <p className="text-sm text-gray-700">{step.detail}</p>
      {step.documents.length > 0 && (
        <p className="mt-0.5 text-xs text-gray-600">Documents: {step.documents.join(', ')}</p>
      )}
      <p className="mt-0.5 text-xs text-gray-600">
        {step.done && step.doneAt
          ? `Done on ${formatDay(step.doneAt.slice(0, 10))}`
          : `Aim for ${formatDay(step.dueOn)}`}
      </p>
    </div>
  );
}

/**
 * The steps after an offer (docs/money-and-visas.md#proof-of-funds-and-visa-steps), shown once the
 * application is Accepted: the student ticks them here; staff see the ticks live. Files are
 * uploaded in the application's Documents list (financial proof, passport); the rest the student
 * keeps for the visa application.
 */
export function PostOfferChecklist({
  applicationId,
  who,
}: {
  applicationId: number;
  who: 'student' | 'staff';
}) {
  const checklist = usePostOffer(who, applicationId);
  const tick = useTickStep(applicationId);
  useLivePostOffer(applicationId, who === 'staff');
  const data = checklist.data;
  if (!data) return null;
  const done = data.steps.filter((step) => step.done).length;
  return (
    <section
      className="rounded-2xl border border-line bg-white p-6 shadow-sm"
      aria-labelledby={`post-offer-${applicationId}`}
      data-testid="post-offer-checklist"
    >
      <h2
        id={`post-offer-${applicationId}`}
        className="flex items-center gap-2 text-lg font-semibold text-secondary"
      >
        <Plane className="h-5 w-5 text-primary-dark" aria-hidden /> After your offer: {data.visaName}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {done} of {data.steps.length} steps done · accepted on {formatDay(data.acceptedOn)}. Upload your
        financial proof and passport in the Documents list; your advisor reviews them there.{' '}
        <Link to={paths.visaRoute(data.countryCode)} className="font-medium text-primary-dark underline">
          Fees and rules
        </Link>
      </p>
      <ul className="mt-3 divide-y divide-line">
        {data.steps.map((step) => (
          <li
            key={step.key}
            className="flex items-start gap-3 py-3"
            data-testid={`post-offer-step-${step.key}`}
          >
            {who === 'student' ? (
              <input
                type="checkbox"
                checked={step.done}
                disabled={tick.isPending}
                aria-label={step.title}
                className="mt-1 h-5 w-5 shrink-0 accent-primary-dark"
                onChange={(event) =>
                  tick.mutate(
                    { stepKey: step.key, done: event.target.checked },
                    { onError: (error) => toast.error(errorText(error, 'The step could not be saved')) },
                  )
                }
              />
            ) : step.done ? (
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-label="Done" />
            ) : (
              <Circle className="mt-0.5 h-5 w-5 shrink-0 text-gray-400" aria-label="Not done yet" />
            )}
            <StepText step={step} />
          </li>
        ))}
      </ul>
    </section>
  );
}
