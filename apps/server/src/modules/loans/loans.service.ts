import type { Lender, LendersAnswer } from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { checkedDates } from '../../db/fact-checks';
import { readReferenceRates } from '../../db/reference-rates';
import { currentLenders } from './lenders';

/**
 * The lenders file as it is, with the reference rate of each foreign loan currency so the page can
 * put a dollar EMI in rupees (and show that rate's date). Reads committed files only: no request
 * leaves the server, and nothing about the visitor is recorded. A record staff marked checked
 * after the file's date shows that later date (docs/money-and-visas.md#freshness).
 */
export async function lendersAnswer(db: DbOrTx): Promise<LendersAnswer> {
  const marks = await checkedDates(db, 'lender');
  const later = (id: string, checkedOn: string) => {
    const marked = marks.get(id);
    return marked && marked > checkedOn ? marked : checkedOn;
  };
  const list: Lender[] = (await currentLenders(db)).map((lender) => ({
    ...lender,
    checkedOn: later(lender.id, lender.checkedOn),
    otherSources: lender.otherSources.map((source) => ({
      ...source,
      checkedOn: later(`${lender.id}:${source.covers}`, source.checkedOn),
    })),
  }));
  const reference = readReferenceRates();
  const codes = [...new Set(list.map((l) => l.currencyCode).filter((code) => code !== 'INR'))];
  const rates = Object.fromEntries(
    codes.flatMap((code) => {
      const rate = reference.get(code);
      return rate ? [[code, { inrPerUnit: rate.inrPerUnit, date: rate.rateDate, source: rate.source }]] : [];
    }),
  );
  return { lenders: list, rates };
}
