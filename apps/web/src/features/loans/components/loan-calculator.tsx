import {
  computeLoan,
  emiShareOfSalary,
  FX_FALL_PERCENT,
  fxRisk,
  type MoratoriumInterest,
} from '@edupath/contract/loan-calc';
import type { LendersAnswer } from '@edupath/contract/loans';
import { formatMoney } from '@edupath/contract/money';
import { useId, useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/field';
import { RateAge } from '../../../components/ui/rate-age';
import { formatDay, formatRupees } from '../../../lib/format';

const num = (text: string) => {
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : 0;
};
/** A whole amount: rupees grouped the Indian way (₹1,06,619), other currencies as the catalogue writes them. */
const paise = (minor: number, currencyCode: string) =>
  currencyCode === 'INR' ? formatRupees(minor / 100) : formatMoney(minor / 100, currencyCode);
/** '₹8,884.88': an amount to the paisa. */
const exact = (minor: number, currencyCode: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: currencyCode }).format(minor / 100);

/**
 * EMI, total interest and total repaid on the student's own numbers (docs/money-and-visas.md#education-loans).
 * Everything is computed in the browser by the shared contract functions; nothing typed here is sent.
 */
export function LoanCalculator({
  defaultAmountInr,
  rates,
}: {
  /** Whole rupees to start from (a course's first-year total less savings and scholarships). */
  defaultAmountInr: number;
  rates: LendersAnswer['rates'];
}) {
  const ids = {
    amount: useId(),
    currency: useId(),
    rate: useId(),
    tenure: useId(),
    course: useId(),
    grace: useId(),
    salary: useId(),
  };
  const [amountText, setAmountText] = useState<string | null>(null);
  const [currencyCode, setCurrencyCode] = useState('INR');
  const [rateText, setRateText] = useState('10.5');
  const [tenureText, setTenureText] = useState('10');
  const [courseText, setCourseText] = useState('24');
  const [graceText, setGraceText] = useState('6');
  const [moratoriumInterest, setMoratoriumInterest] = useState<MoratoriumInterest>('added');
  const [salaryText, setSalaryText] = useState('');

  const amount = amountText === null ? (currencyCode === 'INR' ? defaultAmountInr : 0) : num(amountText);
  const tenureMonths = Math.max(1, Math.round(num(tenureText) * 12));
  const result = computeLoan({
    principalMinor: Math.round(amount * 100),
    annualRatePercent: Math.min(100, num(rateText)),
    tenureMonths,
    moratoriumMonths: Math.round(num(courseText) + num(graceText)),
    moratoriumInterest,
  });
  const rate = currencyCode === 'INR' ? null : rates[currencyCode];
  const risk = rate ? fxRisk(result.emiMinor, 2, rate.inrPerUnit) : null;
  const salary = num(salaryText);
  const share = emiShareOfSalary(rate ? (risk?.emiInrNow ?? 0) : result.emiMinor / 100, salary);

  return (
    <section
      aria-labelledby="loan-calculator-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm"
      data-testid="loan-calculator"
    >
      <h2 id="loan-calculator-heading" className="text-lg font-semibold text-gray-900">
        Your loan, your numbers
      </h2>
      <p className="text-sm text-ink-secondary">
        Worked out in your browser: nothing you type here is sent anywhere.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          id={ids.amount}
          label={`Loan amount (${currencyCode === 'INR' ? '₹' : currencyCode})`}
          type="number"
          inputMode="decimal"
          min={0}
          value={amountText ?? String(amount)}
          onChange={(e) => setAmountText(e.target.value)}
        />
        <SelectField
          id={ids.currency}
          label="Lent in"
          value={currencyCode}
          onChange={(e) => {
            setCurrencyCode(e.target.value);
            setAmountText(null);
          }}
        >
          <option value="INR">Rupees (Indian lenders)</option>
          {Object.keys(rates).map((code) => (
            <option key={code} value={code}>
              {code} (international lenders)
            </option>
          ))}
        </SelectField>
        <TextField
          id={ids.rate}
          label="Interest rate (% a year)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.05}
          value={rateText}
          onChange={(e) => setRateText(e.target.value)}
        />
        <TextField
          id={ids.tenure}
          label="Repayment (years)"
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          value={tenureText}
          onChange={(e) => setTenureText(e.target.value)}
        />
        <TextField
          id={ids.course}
          label="Course length (months)"
          type="number"
          inputMode="numeric"
          min={0}
          value={courseText}
          onChange={(e) => setCourseText(e.target.value)}
        />
        <TextField
          id={ids.grace}
          label="Months after the course before repaying"
          type="number"
          inputMode="numeric"
          min={0}
          value={graceText}
          onChange={(e) => setGraceText(e.target.value)}
        />
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend className="font-medium text-ink-secondary">Interest during the moratorium</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="moratorium-interest"
              checked={moratoriumInterest === 'added'}
              onChange={() => setMoratoriumInterest('added')}
            />
            Added to the loan
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="moratorium-interest"
              checked={moratoriumInterest === 'paid'}
              onChange={() => setMoratoriumInterest('paid')}
            />
            Paid every month meanwhile
          </label>
        </fieldset>
        <TextField
          id={ids.salary}
          label="Expected monthly take-home pay (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          placeholder="e.g. 80000"
          value={salaryText}
          onChange={(e) => setSalaryText(e.target.value)}
        />
      </div>

      <dl className="mt-5 grid gap-3 rounded-xl bg-primary-light/50 p-4 sm:grid-cols-3" aria-live="polite">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">Monthly EMI</dt>
          <dd className="text-2xl font-bold text-secondary" data-testid="loan-emi">
            {exact(result.emiMinor, currencyCode)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">Total interest</dt>
          <dd className="text-lg font-semibold text-gray-900" data-testid="loan-total-interest">
            {paise(result.totalInterestMinor, currencyCode)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">Total repaid</dt>
          <dd className="text-lg font-semibold text-gray-900" data-testid="loan-total-repaid">
            {paise(result.totalRepaidMinor, currencyCode)}
          </dd>
        </div>
      </dl>
      <ul className="mt-3 space-y-1 text-sm text-ink-secondary">
        <li>
          Simple interest during the course and the months after it:{' '}
          {paise(result.moratoriumInterestMinor, currencyCode)}
          {moratoriumInterest === 'added'
            ? ', added to the loan when repayment starts.'
            : ` — ${exact(result.moratoriumMonthlyMinor, currencyCode)} a month until repayment starts.`}
        </li>
        {share !== null && (
          <li data-testid="loan-salary-share">
            The EMI is {share}% of a take-home pay of {formatRupees(salary)} a month.
            {share > 50 && ' More than half your pay: consider a longer tenure or a smaller loan.'}
          </li>
        )}
        {risk && rate && (
          <li data-testid="loan-fx-risk">
            In rupees the EMI is about {formatRupees(risk.emiInrNow)} at 1 {currencyCode} = ₹
            {rate.inrPerUnit.toFixed(2)} (reference rate of {formatDay(rate.date)}
            <RateAge date={rate.date} />
            ). If the rupee falls {FX_FALL_PERCENT}%, your EMI in rupees rises by {formatRupees(risk.riseInr)}
            , to {formatRupees(risk.emiInrAfterFall)}. You repay in {currencyCode}, so every fall of the rupee
            costs you.
          </li>
        )}
      </ul>
      <p className="mt-3 text-xs text-gray-500">
        An estimate: lenders compute interest daily or monthly and round their own schedules. Your sanction
        letter is what counts.
      </p>
    </section>
  );
}
