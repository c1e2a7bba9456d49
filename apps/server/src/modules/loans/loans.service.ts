import type { LendersAnswer } from '@edupath/contract';
import { readReferenceRates } from '../../db/reference-rates';
import { lenders } from './lenders';

/**
 * The lenders file as it is, with the reference rate of each foreign loan currency so the page can
 * put a dollar EMI in rupees (and show that rate's date). Reads committed files only: no request
 * leaves the server, and nothing about the visitor is recorded.
 */
export function lendersAnswer(): LendersAnswer {
  const { lenders: list } = lenders();
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
