import type { StaleFact } from '@edupath/contract';
import { readReferenceRates } from '../../db/reference-rates';
import { studyCosts } from '../../db/study-costs';
import { staleOf } from './stale';

/**
 * The reference exchange rates, one queue row per rate date and source (the file has one for all
 * currencies unless a rate carries its own): a rate's date is the day it was true, so it ages like
 * a check (docs/catalogue.md#reference-rates).
 */
export function staleReferenceRates(today: string): StaleFact[] {
  const groups = new Map<string, { rateDate: string; source: string; codes: string[] }>();
  for (const rate of readReferenceRates().values()) {
    const key = `${rate.rateDate}|${rate.source}`;
    const group = groups.get(key) ?? { rateDate: rate.rateDate, source: rate.source, codes: [] };
    group.codes.push(rate.currencyCode);
    groups.set(key, group);
  }
  return staleOf(
    'reference-rate',
    today,
    [...groups.values()].map((group) => ({
      id: group.rateDate,
      label: `Reference exchange rates to the rupee (${group.codes.length} currencies) of ${group.rateDate}: ${group.source}`,
      sourceUrl: null,
      checkedOn: group.rateDate,
    })),
  );
}

/** Living costs, visa fees and health cover per destination (study-costs.json), each entry on its own. */
export function staleStudyCosts(today: string): StaleFact[] {
  const records = Object.entries(studyCosts().countries).flatMap(([country, costs]) => [
    {
      id: `${country}:living`,
      label: `${country}: ${costs.living.label}`,
      sourceUrl: costs.living.sourceUrl,
      checkedOn: costs.living.checkedOn,
    },
    ...costs.oneOff.map((fee) => ({
      id: `${country}:${fee.kind}:${fee.label}`,
      label: `${country}: ${fee.label}`,
      sourceUrl: fee.sourceUrl,
      checkedOn: fee.checkedOn,
    })),
  ]);
  return staleOf('study-cost', today, records);
}
