import { todayIso } from '@edupath/contract/money';
import {
  FACT_GROUP_NAMES,
  type FactProvenance,
  factLabel,
  factLabelText,
} from '@edupath/contract/provenance';
import { useQuery } from '@tanstack/react-query';
import { formatDay } from '../../../lib/format';
import { dataSourcesQuery } from '../api/get-data-sources';
import type { ProvenanceLine } from './provenance';

/** The words of one fact group's label (docs/catalogue.md#provenance), dated as the pages date things. */
export function factText(provenance: FactProvenance | null | undefined, today = todayIso()): string {
  return factLabelText(factLabel(provenance, today), formatDay);
}

/**
 * The "Where this comes from" lines of a record's fact groups, each from the record's own
 * provenance. A sample group is a generated line, so CATALOGUE_SAMPLE_LABELS hides only those.
 */
export function factLines<G extends keyof typeof FACT_GROUP_NAMES>(
  provenance: Partial<Record<G, FactProvenance>>,
  groups: ReadonlyArray<{ group: G; facts?: string }>,
  today = todayIso(),
): ProvenanceLine[] {
  return groups.map(({ group, facts }) => {
    const p = provenance[group];
    return {
      facts: facts ?? FACT_GROUP_NAMES[group],
      source: factText(p, today),
      generated: p?.kind === 'sample',
    };
  });
}

/**
 * The compact label beside a fee on a card, the shortlist and /compare: the same words as the
 * course page, small. Sample data is not labelled when the operator turned the sample labels off.
 */
export function FactLabel({
  provenance,
  className = '',
}: {
  provenance: FactProvenance | null | undefined;
  className?: string;
}) {
  // Read, never fetched: a card list should not wait on (or ask for) /data-sources; the course page
  // and /data-sources fetch it, and until then sample data is labelled.
  const about = useQuery({ ...dataSourcesQuery, enabled: false });
  const sampleLabels = about.data?.sampleLabels ?? true;
  const label = factLabel(provenance, todayIso());
  if (label.state === 'sample' && !sampleLabels) return null;
  return (
    <span
      data-testid="fact-label"
      data-state={label.state}
      className={`block text-xs ${label.state === 'stale' ? 'text-amber-700' : 'text-ink-secondary'} ${className}`}
    >
      {factLabelText(label, formatDay)}
    </span>
  );
}
