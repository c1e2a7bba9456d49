import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { formatRupees } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCourseCost } from '../../catalogue/index';
import { useLenders } from '../api/lenders';
import { LenderCard } from '../components/lender-card';
import { LoanCalculator } from '../components/loan-calculator';

/** Where the calculator starts without a course: ₹20 lakh. */
const DEFAULT_LOAN_INR = 2_000_000;
const wholeRupees = (text: string) => Math.max(0, Math.floor(Number(text) || 0));

/** Reached from a course's cost box: its first-year total, less what she already has. */
function FromCourse({ courseId, onAmount }: { courseId: number; onAmount: (inr: number) => void }) {
  const cost = useCourseCost(courseId);
  const ids = { savings: useId(), scholarships: useId() };
  const [savings, setSavings] = useState('');
  const [scholarships, setScholarships] = useState('');
  const loadedTotal = cost.data?.cost.totalInr;
  // The loan starts at the course's total once it is known.
  useEffect(() => {
    if (loadedTotal !== undefined) onAmount(loadedTotal);
  }, [loadedTotal, onAmount]);
  if (cost.isPending) return <Spinner label="Loading the course's first-year cost" className="py-4" />;
  if (cost.isError) return null;
  const total = cost.data.cost.totalInr;
  const need = Math.max(0, total - wholeRupees(savings) - wholeRupees(scholarships));
  const update = (s: string, sch: string) => onAmount(Math.max(0, total - wholeRupees(s) - wholeRupees(sch)));
  return (
    <section className="rounded-2xl border border-line bg-white p-5 shadow-sm" data-testid="loan-from-course">
      <p className="text-sm text-ink-secondary">
        First-year cost of{' '}
        <Link to={paths.course(courseId)} className="font-medium text-primary-dark underline">
          this course
        </Link>
        : <span className="font-semibold text-gray-900">{formatRupees(total)}</span>
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.savings} className="text-sm font-medium text-ink-secondary">
            Your savings (₹)
          </label>
          <input
            id={ids.savings}
            type="number"
            min={0}
            inputMode="numeric"
            placeholder="0"
            value={savings}
            onChange={(e) => {
              setSavings(e.target.value);
              update(e.target.value, scholarships);
            }}
            className="rounded-lg border border-line px-3 py-2 text-sm"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.scholarships} className="text-sm font-medium text-ink-secondary">
            Scholarships (₹)
          </label>
          <input
            id={ids.scholarships}
            type="number"
            min={0}
            inputMode="numeric"
            placeholder="0"
            value={scholarships}
            onChange={(e) => {
              setScholarships(e.target.value);
              update(savings, e.target.value);
            }}
            className="rounded-lg border border-line px-3 py-2 text-sm"
          />
        </div>
        <p className="self-end text-sm text-ink-secondary">
          Left to borrow: <span className="font-semibold text-gray-900">{formatRupees(need)}</span>
        </p>
      </div>
    </section>
  );
}

/** /loans: lenders' dated terms side by side and a calculator (docs/money-and-visas.md#education-loans). */
export default function LoansPage() {
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId')) || null;
  const lenders = useLenders();
  const [amountInr, setAmountInr] = useState<number | null>(null);
  const defaultAmount = amountInr ?? DEFAULT_LOAN_INR;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold text-gray-900">Education loans compared</h1>
        <p className="mt-2 max-w-3xl text-ink-secondary">
          What each lender publishes about its loans for study abroad, with the page it comes from and the day
          we checked it. Where a lender does not publish a term, we say so rather than guess.
        </p>
      </header>
      <aside
        className="flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950"
        data-testid="no-lead"
      >
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <p>
          <strong>No lead is ever sent.</strong> EduPath never shares your data with a lender: there is no
          form to fill in here and nothing you type leaves your browser. Each lender below is only a link to
          its own page, where you apply yourself.
        </p>
      </aside>
      {courseId && <FromCourse key={courseId} courseId={courseId} onAmount={setAmountInr} />}
      {lenders.isPending ? (
        <Spinner label="Loading lenders" className="py-16" />
      ) : lenders.isError ? (
        <ErrorState message="The lenders could not be loaded. Please try again later." />
      ) : (
        <>
          <LoanCalculator defaultAmountInr={defaultAmount} rates={lenders.data.rates} />
          <section aria-labelledby="lenders-heading">
            <h2 id="lenders-heading" className="text-xl font-semibold text-gray-900">
              {lenders.data.lenders.length} lenders and their published terms
            </h2>
            <p className="mt-1 text-sm text-ink-secondary">
              Rates and fees change; the lender’s sanction letter is what counts. Interest on a loan from a
              bank (or a notified institution) can be deducted from taxable income under section 80E for up to
              8 years.
            </p>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {lenders.data.lenders.map((lender) => (
                <LenderCard key={lender.id} lender={lender} />
              ))}
            </div>
          </section>
        </>
      )}
    </div>
  );
}
