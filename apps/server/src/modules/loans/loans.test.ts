import { isFactOutOfDate, type LendersAnswer, lendersFileSchema } from '@edupath/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { apiClient } from '../../test/http';
import { factCheckQueue } from '../fact-checks/index';
import { LENDERS_FILE, readLenders } from './lenders';

// docs/money-and-visas.md#education-loans
let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const file = readLenders();
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');
const lenderHosts = new Set(
  file.lenders
    .flatMap((l) => [l.lenderUrl, l.sourceUrl, ...l.otherSources.map((s) => s.sourceUrl)])
    .map(hostOf),
);

describe('GET /loans/lenders', () => {
  it('is public and answers the committed file, with the rate of each foreign loan currency', async () => {
    const res = await api.get<LendersAnswer>('loans/lenders');
    expect(res.status).toBe(200);
    expect(res.body.data.lenders).toEqual(file.lenders);
    expect(res.body.data.lenders.length).toBeGreaterThanOrEqual(8);
    // Prodigy and MPOWER lend in dollars: the page needs the dollar's reference rate and its date.
    expect(res.body.data.rates.USD).toEqual(expect.objectContaining({ date: expect.any(String) }));
    expect(res.body.data.rates.INR).toBeUndefined();
  });

  it('sends no request to any lender: no fetch leaves the server while it answers', async () => {
    // The test's own request goes through the real fetch; only the server's would be extra calls.
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    });
    try {
      await api.get('loans/lenders');
    } finally {
      spy.mockRestore();
    }
    expect(calls.every((url) => url.startsWith(t.url))).toBe(true);
    expect(calls.map(hostOf).filter((host) => lenderHosts.has(host))).toEqual([]);
  });
});

describe('the lenders file (data quality)', () => {
  it('matches its schema and has every kind of lender, each id once', () => {
    expect(() => lendersFileSchema.parse(file)).not.toThrow();
    const types = new Set(file.lenders.map((l) => l.type));
    expect([...types].sort()).toEqual(['international', 'nbfc', 'private-bank', 'public-bank']);
    const ids = file.lenders.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(LENDERS_FILE).toMatch(/reference-data\/lenders\.json$/);
  });

  it('every record and every extra page has an https source, a checked date, and no check in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const lender of file.lenders) {
      for (const source of [lender, ...lender.otherSources]) {
        expect(source.sourceUrl, lender.id).toMatch(/^https:\/\//);
        expect(source.sourceName, lender.id).not.toBe('');
        expect(source.checkedOn <= today, `${lender.id} checked in the future`).toBe(true);
      }
      expect(lender.lenderUrl).toMatch(/^https:\/\//);
    }
  });

  it('keeps a published range the right way round and the international lenders in their own currency', () => {
    for (const lender of file.lenders) {
      if (lender.rateMinPercent !== null && lender.rateMaxPercent !== null) {
        expect(lender.rateMinPercent).toBeLessThanOrEqual(lender.rateMaxPercent);
      }
      if (lender.type === 'international') expect(lender.currencyCode).not.toBe('INR');
      if (lender.type === 'public-bank' || lender.type === 'private-bank')
        expect(lender.section80E).not.toBe('ask');
    }
  });

  it('enters the re-check queue once its checks are over 12 months old', async () => {
    const oldest = file.lenders.map((l) => l.checkedOn).sort()[0]!;
    expect((await factCheckQueue(t.database.db, oldest)).items.filter((i) => i.kind === 'lender')).toEqual(
      [],
    );
    const later = '2099-01-01';
    expect(isFactOutOfDate(oldest, later)).toBe(true);
    const queued = (await factCheckQueue(t.database.db, later)).items.filter((i) => i.kind === 'lender');
    const pages = file.lenders.reduce((n, l) => n + 1 + l.otherSources.length, 0);
    expect(queued).toHaveLength(pages);
  });
});
