import { formatMoney, todayIso } from '@edupath/contract/money';
import type { CostLine } from '@edupath/contract/true-cost';
import {
  COST_MONTHS_MAX,
  COST_SCHOLARSHIP_MAX,
  computeTrueCost,
  oldestRateDate,
} from '@edupath/contract/true-cost-calc';
import { ExternalLink, Landmark, Scale } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { RateAge, RateDate } from '../../../components/ui/rate-age';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { formatDay, formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { CostScholarships } from '../../scholarships/index';
import { useCourseCost } from '../api/get-course-cost';

const rateText = (line: CostLine) => {
  const rate = line.rate.inrPerUnit;
  return `1 ${line.currencyCode} = ₹${rate >= 1 ? rate.toFixed(2) : rate.toPrecision(3)}, reference rate of ${formatDay(line.rate.date)}`;
};

/** Where a line's figure comes from and when: the source, the month it was published, the day it was recorded. */
function LineSource({ line }: { line: CostLine }) {
  return (
    <p className="mt-1 text-xs text-gray-500" data-testid="cost-line-source">
      {line.sourceUrl ? (
        <a
          href={line.sourceUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-0.5 underline decoration-dotted hover:text-primary-dark"
        >
          {line.source}
          <ExternalLink className="h-3 w-3" aria-hidden />
        </a>
      ) : (
        line.source
      )}
      {line.asPublished && <> · as published in {line.asPublished}</>}
      {' · '}
      {line.kind === 'scholarship' ? 'entered' : 'recorded'} {formatDay(line.checkedOn)}
      {line.currencyCode !== 'INR' && (
        <>
          {' · '}
          {rateText(line)}
          <RateAge date={line.rate.date} />
        </>
      )}
      {line.note && <span className="block text-gray-600">{line.note}</span>}
    </p>
  );
}

/**
 * The first-year cost in rupees with a calculator (docs/planning.md#true-cost): months of living
 * costs, the city where the country has city figures, and a scholarship. The sum is the shared
 * contract function the server answers with, run here on the inputs the server sent.
 */
export function TrueCost({ courseId }: { courseId: number }) {
  const answer = useCourseCost(courseId);
  const [months, setMonths] = useState<number | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const [scholarshipText, setScholarshipText] = useState('');
  const ids = { months: useId(), city: useId(), scholarship: useId() };

  const scholarship = Math.min(COST_SCHOLARSHIP_MAX, Math.max(0, Math.floor(Number(scholarshipText) || 0)));
  const inputs = answer.data?.inputs;
  const cost = useMemo(
    () =>
      inputs &&
      computeTrueCost(inputs, {
        months: months ?? answer.data?.cost.months ?? COST_MONTHS_MAX,
        city,
        scholarship,
        today: todayIso(),
      }),
    [inputs, months, city, scholarship, answer.data?.cost.months],
  );

  if (answer.isPending) return <Spinner label="Working out the first-year cost" className="py-10" />;
  if (answer.isError || !cost || !inputs)
    return <LoadError>The first-year cost could not be loaded. Please try again later.</LoadError>;

  const currency = inputs.tuition.currencyCode;
  // The total is as current as its oldest conversion.
  const totalRateDate = oldestRateDate(cost.lines);
  return (
    <section
      aria-labelledby="true-cost-heading"
      data-testid="true-cost"
      className="rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="true-cost-heading" className="text-lg font-semibold text-gray-900">
            First-year cost in rupees
          </h2>
          <p className="text-sm text-ink-secondary">
            Tuition, living costs and one-off costs for the first year, converted at reference rates.
          </p>
        </div>
        <div className="text-right">
          <p className="text-xs font-medium uppercase tracking-wide text-gray-500">Estimated total</p>
          <p className="text-2xl font-bold text-secondary" data-testid="true-cost-total" aria-live="polite">
            {formatRupees(cost.totalInr)}
          </p>
          {totalRateDate && <RateDate date={totalRateDate} className="block" />}
        </div>
      </div>

      <div className="mt-5 grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.months} className="text-sm font-medium text-ink-secondary">
            Months of living costs
          </label>
          <select
            id={ids.months}
            value={cost.months}
            onChange={(event) => setMonths(Number(event.target.value))}
            className="rounded-lg border border-line px-3 py-2 text-sm"
          >
            {Array.from({ length: COST_MONTHS_MAX }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {cost.cities.length > 1 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.city} className="text-sm font-medium text-ink-secondary">
              City
            </label>
            <select
              id={ids.city}
              value={cost.city ?? ''}
              onChange={(event) => setCity(event.target.value)}
              className="rounded-lg border border-line px-3 py-2 text-sm"
            >
              {cost.cities.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.scholarship} className="text-sm font-medium text-ink-secondary">
            Scholarship ({currency})
          </label>
          <input
            id={ids.scholarship}
            type="number"
            inputMode="numeric"
            min={0}
            max={COST_SCHOLARSHIP_MAX}
            step={1}
            placeholder="0"
            value={scholarshipText}
            onChange={(event) => setScholarshipText(event.target.value)}
            className="rounded-lg border border-line px-3 py-2 text-sm"
          />
        </div>
      </div>

      <ul className="mt-5 divide-y divide-line" data-testid="true-cost-lines">
        {cost.lines.map((line) => (
          <li key={`${line.kind}-${line.label}`} className="py-3" data-testid="cost-line">
            <div className="flex items-start justify-between gap-3">
              <p className="font-medium text-gray-900">
                {line.label}
                {line.estimate && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                    Estimate
                  </span>
                )}
              </p>
              <p className="shrink-0 text-right">
                <span className="block font-semibold text-gray-900">
                  {line.amountInr < 0 ? '−' : ''}
                  {formatRupees(Math.abs(line.amountInr))}
                </span>
                {line.currencyCode !== 'INR' && (
                  <span className="block text-xs text-ink-secondary">
                    {line.amount < 0 ? '−' : ''}
                    {formatMoney(Math.abs(line.amount), line.currencyCode)}
                  </span>
                )}
              </p>
            </div>
            <LineSource line={line} />
          </li>
        ))}
      </ul>

      {cost.notIncluded.length > 0 && (
        <div className="mt-3 text-sm text-ink-secondary">
          <p className="font-medium">Not included</p>
          <ul className="list-disc pl-5">
            {cost.notIncluded.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-3 text-xs text-gray-500">
        Official figures are recorded from each page as published in the month shown and may have changed
        since; lines marked Estimate are EduPath's own estimates. Check the official page before you pay.
      </p>
      <Link
        to={`${paths.compare}?courses=${courseId}`}
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary-dark hover:underline"
      >
        <Scale className="h-4 w-4" aria-hidden /> Compare with other courses
      </Link>
      <Link
        to={`${paths.loans}?courseId=${courseId}`}
        className="mt-2 flex items-center gap-1.5 text-sm font-medium text-primary-dark hover:underline"
        data-testid="true-cost-loans"
      >
        <Landmark className="h-4 w-4" aria-hidden /> Paying for it: compare education loans
      </Link>
      {inputs && <CostScholarships countryName={inputs.countryName} />}
    </section>
  );
}
