import type { EligibilityLine, EntryRequirements, LineStatus } from '@edupath/contract';
import { PROVENANCE } from '@edupath/contract/catalogue-constants';
import { CheckCircle2, CircleHelp, Info, XCircle } from 'lucide-react';
import { formatDate } from '../../../lib/format';

const STATUS: Record<LineStatus, { label: string; icon: typeof Info; tone: string }> = {
  met: { label: 'Met', icon: CheckCircle2, tone: 'text-green-700' },
  notMet: { label: 'Not met', icon: XCircle, tone: 'text-red-700' },
  unknown: { label: 'Unknown', icon: CircleHelp, tone: 'text-amber-800' },
  info: { label: 'To note', icon: Info, tone: 'text-ink-secondary' },
};

/**
 * One requirement: with `verdicts`, Met / Not met / Unknown and the reason in words, the same on
 * the course page and the console's student page (docs/fit-and-chances.md).
 */
export function RequirementLine({
  line,
  verdicts,
  compact = false,
}: {
  line: EligibilityLine;
  verdicts: boolean;
  compact?: boolean;
}) {
  const status = STATUS[line.status];
  const Icon = status.icon;
  return (
    <li data-testid="requirement-line" className={`flex gap-3 ${compact ? 'py-1.5' : 'py-3'}`}>
      {verdicts ? (
        <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${status.tone}`} aria-hidden />
      ) : (
        <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
      )}
      <div className="min-w-0 break-words">
        <p className={`font-medium text-gray-900 ${compact ? 'text-sm' : ''}`}>
          {line.requirement}
          {verdicts && line.status !== 'info' && (
            <span className={`ml-2 text-sm font-semibold ${status.tone}`}>{status.label}</span>
          )}
        </p>
        {verdicts && <p className="text-sm text-ink-secondary">{line.reason}</p>}
      </div>
    </li>
  );
}

/** Where a course's requirements come from, and that grade conversions are approximate (docs/fit-and-chances.md). */
export function RequirementsSource({
  requirements,
  className = '',
}: {
  requirements: EntryRequirements;
  className?: string;
}) {
  return (
    <p data-testid="requirements-source" className={`text-xs text-gray-500 ${className}`}>
      {requirements.source.sample ? (
        <>Requirements: {PROVENANCE.illustrative}.</>
      ) : (
        <>
          Requirements from{' '}
          <a href={requirements.source.url} className="break-all underline" rel="noreferrer" target="_blank">
            {requirements.source.url}
          </a>
          , checked {formatDate(`${requirements.source.checkedOn}T00:00:00`)}.
        </>
      )}{' '}
      Grade conversions are approximate; the university decides.
    </p>
  );
}
