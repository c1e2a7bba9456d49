import {
  type FactCheckMark,
  type FactCheckQueue,
  isFactOutOfDate,
  type LendersAnswer,
} from '@edupath/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReferenceRates } from '../../db/reference-rates';
import { auditLog, factChecks } from '../../db/schema';
import { studyCosts } from '../../db/study-costs';
import { startTestApp, type TestApp } from '../../test/app';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { factCheckQueue } from './fact-checks.service';
import { staleFactSources } from './registry';

// docs/money-and-visas.md#freshness
let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const rateDate = () => [...readReferenceRates().values()][0]!.rateDate;

describe('the re-check queue', () => {
  it('is for staff only: 401 signed out, 403 for a student', async () => {
    expect((await api.get('staff/fact-checks')).status).toBe(401);
    const student = await signedIn(t.database.db, api);
    expect((await api.get('staff/fact-checks', { token: student.token })).status).toBe(403);
  });

  it('lists the reference rates once they are over 12 months old, with their date', async () => {
    const advisor = await signedIn(t.database.db, api, 'advisor');
    const res = await api.get<FactCheckQueue>('staff/fact-checks', { token: advisor.token });
    expect(res.status).toBe(200);
    const { today, items } = res.body.data;
    expect(today).toBe(new Date().toISOString().slice(0, 10));
    const rates = items.filter((item) => item.kind === 'reference-rate');
    // The committed rates are dated 2025-06-30: stale from 2026-07-01 on (today is later).
    expect(isFactOutOfDate(rateDate(), today)).toBe(true);
    expect(rates).toEqual([expect.objectContaining({ id: rateDate(), checkedOn: rateDate() })]);
    expect(rates[0]!.label).toMatch(/Reference exchange rates/);
  });

  it('judges by the day it is given, and sorts the oldest check first', async () => {
    // The day the rates were taken, and the last day their 12 months count as fresh: not stale.
    expect(
      (await factCheckQueue(t.database.db, rateDate())).items.filter((i) => i.kind === 'reference-rate'),
    ).toEqual([]);
    const lastFresh = `${Number(rateDate().slice(0, 4)) + 1}${rateDate().slice(4)}`;
    expect(
      (await factCheckQueue(t.database.db, lastFresh)).items.filter((i) => i.kind === 'reference-rate'),
    ).toEqual([]);
    // Far in the future everything is stale, oldest check first.
    const { items } = await factCheckQueue(t.database.db, '2099-01-01');
    expect(items.length).toBeGreaterThan(1);
    const days = items.map((item) => item.checkedOn);
    expect(days).toEqual([...days].sort());
  });

  it('every registered source answers in the queue row shape', async () => {
    for (const source of staleFactSources) {
      for (const item of await source(t.database.db, '2099-01-01')) {
        expect(item.kind).not.toBe('');
        expect(item.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

describe('reference files (data quality)', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('every reference rate has a date no later than today and a named source', () => {
    for (const rate of readReferenceRates().values()) {
      expect(rate.rateDate, rate.currencyCode).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rate.rateDate <= today, `${rate.currencyCode} dated in the future`).toBe(true);
      expect(rate.source.trim(), rate.currencyCode).not.toBe('');
    }
  });

  it('every study-cost figure has a checked date no later than today, and an https source unless EduPath estimated it', () => {
    for (const [country, costs] of Object.entries(studyCosts().countries)) {
      for (const figure of [costs.living, ...costs.oneOff]) {
        const what = `${country}: ${'label' in figure ? figure.label : ''}`;
        expect(figure.checkedOn <= today, `${what} checked in the future`).toBe(true);
        expect(figure.source.trim(), what).not.toBe('');
        if (!figure.estimate) expect(figure.sourceUrl, what).toMatch(/^https:\/\//);
      }
    }
  });
});

describe('Mark checked', () => {
  // A stand-in kind registered the way every module registers its own (one function in the list).
  const stale = {
    kind: 'test-fact',
    id: 'old-record',
    label: 'An old test record',
    sourceUrl: 'https://example.org/page',
    checkedOn: '2020-01-01',
  };
  const source = () => [stale];
  beforeAll(() => {
    staleFactSources.push(source);
  });
  afterAll(() => {
    staleFactSources.splice(staleFactSources.indexOf(source), 1);
  });

  it('records who checked which record today, writes the audit entry, and takes it off the queue', async () => {
    const advisor = await signedIn(t.database.db, api, 'advisor');
    const before = await api.get<FactCheckQueue>('staff/fact-checks', { token: advisor.token });
    expect(before.body.data.items).toContainEqual(stale);

    const marked = await api.post<FactCheckMark>('staff/fact-checks', {
      token: advisor.token,
      body: { kind: 'test-fact', id: 'old-record' },
    });
    expect(marked.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(marked.body.data).toEqual({
      kind: 'test-fact',
      id: 'old-record',
      checkedOn: today,
      checkedBy: { userId: advisor.user.userId, name: advisor.user.name },
    });
    const after = await api.get<FactCheckQueue>('staff/fact-checks', { token: advisor.token });
    expect(after.body.data.items).not.toContainEqual(stale);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fact.checked'), eq(auditLog.entityId, 'old-record')));
    expect(entry).toEqual(
      expect.objectContaining({
        actorId: advisor.user.userId,
        entityType: 'test-fact',
        before: { checkedOn: '2020-01-01' },
        after: { checkedOn: today },
      }),
    );
    // Marked already: it is no longer in the queue.
    const again = await api.post('staff/fact-checks', {
      token: advisor.token,
      body: { kind: 'test-fact', id: 'old-record' },
    });
    expect(again.status).toBe(404);
  });

  it('refuses the reference rates (they are refreshed, not confirmed), an unknown record, a student and a visitor', async () => {
    const advisor = await signedIn(t.database.db, api, 'advisor');
    const rates = await api.post('staff/fact-checks', {
      token: advisor.token,
      body: { kind: 'reference-rate', id: rateDate() },
    });
    expect(rates.status).toBe(409);
    const unknown = await api.post('staff/fact-checks', {
      token: advisor.token,
      body: { kind: 'lender', id: 'nobody' },
    });
    expect(unknown.status).toBe(404);
    const empty = await api.post('staff/fact-checks', { token: advisor.token, body: { kind: '', id: 'x' } });
    expect(empty.status).toBe(400);
    const student = await signedIn(t.database.db, api);
    expect((await api.post('staff/fact-checks', { token: student.token, body: stale })).status).toBe(403);
    expect((await api.post('staff/fact-checks', { body: stale })).status).toBe(401);
  });

  it('a lender marked checked shows the later date on /loans', async () => {
    const advisor = await signedIn(t.database.db, api, 'advisor');
    await t.database.db.insert(factChecks).values({
      kind: 'lender',
      factId: 'mpower-financing',
      checkedOn: '2099-01-01',
      checkedBy: advisor.user.userId,
    });
    const res = await api.get<LendersAnswer>('loans/lenders');
    const mpower = res.body.data.lenders.find((l) => l.id === 'mpower-financing');
    expect(mpower?.checkedOn).toBe('2099-01-01');
    expect(res.body.data.lenders.find((l) => l.id === 'avanse')?.checkedOn).not.toBe('2099-01-01');
  });
});
