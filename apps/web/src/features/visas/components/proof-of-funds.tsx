import { todayIso } from '@edupath/contract/money';
import { addDays, computeProofOfFunds } from '@edupath/contract/visa-routes-calc';
import { Landmark } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FactSource } from '../../../components/ui/fact-source';
import { RateAge } from '../../../components/ui/rate-age';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { formatDay, formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCourseProofOfFunds } from '../api/visa-routes';
import { formatMinor } from './money';
import { PostStudyWork } from './post-study-work';

/**
 * "For this course you need ₹X held by date Y for Z days" (docs/money-and-visas.md#proof-of-funds-and-visa-steps):
 * the shared contract sum run on the inputs the server sent, for the day the student means to
 * apply, which picks the version of each rule in force that day.
 */
export function ProofOfFunds({ courseId }: { courseId: number }) {
  const answer = useCourseProofOfFunds(courseId);
  const dateId = useId();
  const [applyOn, setApplyOn] = useState(() => addDays(todayIso(), 60));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(applyOn);
  const funds = useMemo(
    () => (answer.data && valid ? computeProofOfFunds(answer.data, { applyOn, today: applyOn }) : null),
    [answer.data, applyOn, valid],
  );

  if (answer.isPending) return <Spinner label="Working out the proof of funds" className="py-10" />;
  if (answer.isError)
    return <LoadError>The proof of funds could not be loaded. Please try again later.</LoadError>;
  const inputs = answer.data;
  if (!inputs) return null;
  const { route } = inputs;

  return (
    <>
      <section
        className="rounded-2xl border border-line bg-white p-6 shadow-sm"
        aria-labelledby="proof-of-funds-heading"
        data-testid="proof-of-funds"
      >
        <h2
          id="proof-of-funds-heading"
          className="flex items-center gap-2 text-lg font-semibold text-gray-900"
        >
          <Landmark className="h-5 w-5 text-primary-dark" aria-hidden /> Proof of funds for the{' '}
          {route.visaName}
        </h2>
        <label htmlFor={dateId} className="mt-3 block text-sm text-gray-700">
          I plan to apply for the visa on
        </label>
        <input
          id={dateId}
          type="date"
          value={applyOn}
          onChange={(event) => setApplyOn(event.target.value)}
          className="mt-1 rounded-lg border border-line px-3 py-2 text-sm"
        />
        {funds && (
          <div className="mt-4">
            <p className="text-base text-gray-900" data-testid="proof-of-funds-answer">
              For this course you need{' '}
              <strong>
                {funds.totalInr !== null ? `about ${formatRupees(funds.totalInr)}` : ''} (
                {formatMinor(funds.totalMinor, funds.currencyCode)})
              </strong>
              {funds.hold ? (
                <>
                  {' '}
                  in your account by <strong>{formatDay(funds.hold.depositBy)}</strong> and kept there for{' '}
                  <strong>{funds.hold.days} days</strong> in a row; the {funds.hold.days} days must end on or
                  after {formatDay(funds.hold.periodEndsOnOrAfter)}.
                </>
              ) : (
                <> available when you apply on {formatDay(applyOn)}.</>
              )}
            </p>
            {funds.rate && (
              <p className="mt-1 text-xs text-gray-600">
                Rupees at the reference rate of {formatDay(funds.rate.date)}: 1 {funds.currencyCode} = ₹
                {funds.rate.inrPerUnit.toFixed(2)}
                <RateAge date={funds.rate.date} />
              </p>
            )}
            <ul className="mt-4 divide-y divide-line">
              {funds.lines.map((line) => (
                <li key={line.label} className="py-2">
                  <div className="flex flex-wrap justify-between gap-2 text-sm">
                    <span className="text-gray-800">
                      {line.label}
                      {line.working && <span className="text-gray-600"> ({line.working})</span>}
                    </span>
                    <span className="font-medium text-gray-900">
                      {formatMinor(line.amountMinor, funds.currencyCode)}
                    </span>
                  </div>
                  {line.source ? (
                    <FactSource source={line.source} className="mt-0.5" />
                  ) : (
                    <p className="mt-0.5 text-xs text-gray-600">The course fee in the EduPath catalogue</p>
                  )}
                </li>
              ))}
            </ul>
            {funds.missing.length > 0 && (
              <ul className="mt-2 list-disc pl-5 text-sm text-amber-900">
                {funds.missing.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
            {funds.note && <p className="mt-2 text-sm text-gray-700">{funds.note}</p>}
            <h3 className="mt-4 text-sm font-semibold text-gray-900">What counts as funds</h3>
            <ul className="mt-1 list-disc pl-5 text-sm text-gray-700">
              {funds.whatCounts.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
        <Link
          to={paths.visaRoute(route.countryCode)}
          className="mt-4 inline-block text-sm font-medium text-primary-dark underline"
        >
          All {route.visaName} rules and fees
        </Link>
      </section>
      <PostStudyWork route={route} />
    </>
  );
}
