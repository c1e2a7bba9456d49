import { LENDER_TYPE_LABELS, type Lender, type Section80E } from '@edupath/contract/loans';
import { formatMoney } from '@edupath/contract/money';
import { ExternalLink } from 'lucide-react';
import { FactSource } from '../../../components/ui/fact-source';

const NOT_PUBLISHED = 'not published';

const money = (minor: number | null, currencyCode: string) =>
  minor === null ? null : formatMoney(minor / 100, currencyCode);

function rateText(lender: Lender) {
  const { rateMinPercent: min, rateMaxPercent: max } = lender;
  if (min !== null && max !== null) return `${min}–${max}% a year`;
  if (min !== null) return `from ${min}% a year`;
  if (max !== null) return `up to ${max}% a year`;
  return null;
}

const SECTION_80E_TEXT: Record<Section80E, string> = {
  stated: 'Yes — the lender’s page says so',
  bank: 'Yes — a bank loan qualifies',
  ask: 'Only if the lender is a notified institution — ask it',
};

function Term({
  label,
  value,
  children,
}: {
  label: string;
  value?: string | null;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 font-medium text-gray-900 sm:w-40">{label}</dt>
      <dd className={value === null ? 'italic text-gray-500' : 'text-ink-secondary'}>
        {value === null ? NOT_PUBLISHED : (value ?? children)}
      </dd>
    </div>
  );
}

/** One lender's published terms, each "not published" where the lender's page does not say. */
export function LenderCard({ lender }: { lender: Lender }) {
  const rate = rateText(lender);
  const tenure = lender.maxTenureYears === null ? null : `up to ${lender.maxTenureYears} years`;
  const moratorium =
    lender.moratoriumMonthsAfterCourse !== null
      ? `course + ${lender.moratoriumMonthsAfterCourse} months${lender.moratoriumNote ? ` (${lender.moratoriumNote})` : ''}`
      : lender.moratoriumNote;
  const collateralFree = money(lender.collateralFreeUpToMinor, lender.currencyCode);
  const collateral =
    [collateralFree && `without collateral up to ${collateralFree}`, lender.collateralNote]
      .filter(Boolean)
      .join('. ') || null;
  return (
    <article
      className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm"
      data-testid="lender-card"
      aria-labelledby={`lender-${lender.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`lender-${lender.id}`} className="text-lg font-semibold text-gray-900">
            {lender.name}
          </h3>
          <p className="text-sm text-ink-secondary">{lender.product}</p>
        </div>
        <span className="rounded-full bg-primary-light px-2.5 py-0.5 text-xs font-medium text-gray-900">
          {LENDER_TYPE_LABELS[lender.type]}
        </span>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <Term label="Interest" value={rate === null && !lender.rateNote ? null : undefined}>
          {[rate, lender.interestType, lender.rateNote].filter(Boolean).join(' · ')}
        </Term>
        <Term label="Loan currency" value={lender.currencyCode} />
        <Term label="Largest loan" value={money(lender.maxLoanMinor, lender.currencyCode)} />
        <Term label="Collateral" value={collateral} />
        <Term label="Your share (margin)" value={lender.marginNote} />
        <Term label="Processing fee" value={lender.processingFeeNote} />
        <Term label="Moratorium" value={moratorium} />
        <Term label="Longest repayment" value={tenure} />
        <Term
          label="Co-signer"
          value={
            lender.coSignerRequired === null ? null : lender.coSignerRequired ? 'required' : 'not required'
          }
        />
        <Term label="Tax deduction (80E)" value={SECTION_80E_TEXT[lender.section80E]} />
      </dl>
      {lender.notes.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-secondary">
          {lender.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-4">
        <a
          href={lender.lenderUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary-dark underline"
        >
          {lender.name}’s own page <ExternalLink className="h-3.5 w-3.5" aria-hidden />
        </a>
        <FactSource source={lender} className="mt-2" />
        {lender.otherSources.map((source) => (
          <FactSource key={source.sourceUrl} source={source} className="mt-1" />
        ))}
      </div>
    </article>
  );
}
