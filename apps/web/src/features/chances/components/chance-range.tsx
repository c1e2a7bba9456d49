import { BAND_EXPLANATIONS, CHANCES_MESSAGES as M, percent } from '@edupath/contract/chances';
import type { ChanceRange as Range } from '@edupath/contract/chances-endpoints';
import { clsx } from 'clsx';

const BAND_STYLES = {
  Reach: 'bg-amber-100 text-amber-900',
  Target: 'bg-sky-100 text-sky-900',
  Likely: 'bg-emerald-100 text-emerald-900',
} as const;

/** "35–78 %": the range, never one number (docs/fit-and-chances.md#the-range). */
export const rangeText = (range: Pick<Range, 'low' | 'high'>) =>
  `${Math.round(range.low * 100)}–${percent(range.high)}`;

/**
 * "20 similar profiles: 14 admitted (range 48–85 %) — Target", where the outcomes come from and
 * what the band means: one line the course page and the console both show.
 */
export function ChanceRange({ range }: { range: Range }) {
  return (
    <div className="space-y-1.5" data-testid="chance-range">
      <p className="text-base font-semibold break-words text-gray-900">
        {range.n} similar profiles: {range.k} admitted (range {rangeText(range)}) —{' '}
        <span className={clsx('rounded-full px-2 py-0.5 text-sm', BAND_STYLES[range.band])}>
          {range.band}
        </span>
      </p>
      <p className="text-sm text-ink-secondary">
        Counted from {range.scopeText}. {range.band}: {BAND_EXPLANATIONS[range.band]}.
      </p>
      {range.includesSample && (
        <p className="text-xs font-medium text-amber-800" data-testid="chance-sample">
          {M.sample}: not real students' outcomes
        </p>
      )}
    </div>
  );
}
