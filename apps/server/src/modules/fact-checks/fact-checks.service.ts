import type { FactCheckQueue } from '@edupath/contract';
import { staleFactSources } from './registry';

/** Every registered source's stale records, oldest check first (docs/money-and-visas.md#freshness). */
export function factCheckQueue(today: string, sources = staleFactSources): FactCheckQueue {
  const items = sources
    .flatMap((source) => source(today))
    .sort(
      (a, b) =>
        a.checkedOn.localeCompare(b.checkedOn) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id),
    );
  return { today, items };
}
