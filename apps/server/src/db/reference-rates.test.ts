import { describe, expect, it } from 'vitest';
import { type ReferenceRatesFile, refreshFromEcbCsv } from './reference-rates';

// The layout of the ECB's eurofxref.csv: one header row, one row of units per euro, a trailing comma.
const ECB_CSV = 'Date, USD, JPY, GBP, INR, \n26 November 2026, 1.0500, 160.00, 0.8400, 94.500, \n';

const file: ReferenceRatesFile = {
  date: '2025-06-30',
  source: 'Demo rates',
  rates: {
    USD: { inrPerUnit: 85 },
    GBP: { inrPerUnit: 117 },
    JPY: { inrPerUnit: 0.59 },
    EUR: { inrPerUnit: 100 },
    AED: { inrPerUnit: 23.3 },
  },
};

describe('refreshing the reference rates from an ECB file', () => {
  it("crosses each rate through the euro and dates it with the ECB's day", () => {
    const { file: refreshed, updated, date } = refreshFromEcbCsv(ECB_CSV, file);
    expect(date).toBe('2026-11-26');
    // 94.5 rupees a euro over 1.05 dollars a euro: 90 rupees a dollar.
    expect(refreshed.rates.USD).toMatchObject({ inrPerUnit: 90, date: '2026-11-26' });
    expect(refreshed.rates.GBP!.inrPerUnit).toBe(112.5);
    expect(refreshed.rates.JPY!.inrPerUnit).toBe(0.590625);
    expect(refreshed.rates.EUR!.inrPerUnit).toBe(94.5);
    expect(refreshed.rates.INR).toMatchObject({ inrPerUnit: 1, date: '2026-11-26' });
    expect(refreshed.rates.USD!.source).toMatch(/European Central Bank .* of 2026-11-26/);
    // USD, JPY, GBP and EUR; INR is the base, and the file had no INR entry to update.
    expect(updated).toBe(4);
  });

  it('leaves a currency the ECB does not publish with its own rate, date and source', () => {
    const { file: refreshed } = refreshFromEcbCsv(ECB_CSV, file);
    expect(refreshed.rates.AED).toEqual({ inrPerUnit: 23.3 });
    expect(refreshed.date).toBe('2025-06-30');
  });

  it('refuses a file that is not an ECB reference-rate CSV, or has no rupee rate', () => {
    expect(() => refreshFromEcbCsv('Currency,Rate\nUSD,1.05\n', file)).toThrow('Not an ECB eurofxref CSV');
    expect(() => refreshFromEcbCsv('Date, USD\n26 November 2026, 1.05\n', file)).toThrow('no INR rate');
  });
});
