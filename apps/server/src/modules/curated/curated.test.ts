import {
  CURATED_MESSAGES,
  type CuratedItem,
  type FactCheckQueue,
  type Lender,
  type LendersAnswer,
  type Scholarship,
  type ScholarshipListItem,
  scholarshipResource,
  type VisaRoute,
} from '@edupath/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCurated, type StoredCurated } from '../../db/curated';
import { auditLog, curatedRecords } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { fileLenders } from '../loans/index';
import { fileScholarships } from '../scholarships/index';
import { fileVisaRoutes } from '../visa-routes/index';

// docs/money-and-visas.md#curated-records
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: { token: string; user: { userId: number; name: string } };
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  admin = await signedIn(t.database.db, api, 'admin');
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const source = { sourceUrl: 'https://example.org/official', sourceName: 'Example ministry' };

function newScholarship(id: string): Scholarship {
  return {
    ...(scholarshipResource.template as unknown as Scholarship),
    id,
    name: `Test award ${id}`,
    provider: 'Test foundation',
    providerType: 'foundation',
    kind: 'grant',
    covers: 'Tuition',
    levels: ['master'],
    howToApply: 'On the provider page',
    ...source,
    checkedOn: '2026-01-01',
  };
}

describe('who may use the curated endpoints', () => {
  const paths = ['scholarship', 'lender', 'visa-route'].map((kind) => `staff/curated/${kind}`);

  it('a visitor 401, a student 403, an advisor 403, an admin 200 for every kind', async () => {
    const student = await signedIn(t.database.db, api);
    const advisor = await signedIn(t.database.db, api, 'advisor');
    for (const path of paths) {
      expect((await api.get(path)).status, path).toBe(401);
      expect((await api.get(path, { token: student.token })).status, path).toBe(403);
      expect((await api.get(path, { token: advisor.token })).status, path).toBe(403);
      expect((await api.get(path, { token: admin.token })).status, path).toBe(200);
    }
    const body = { record: newScholarship('nobody-may'), checkedToday: true };
    expect((await api.post('staff/curated/scholarship', { token: advisor.token, body })).status).toBe(403);
    expect((await api.put('staff/curated/lender/avanse', { token: student.token, body })).status).toBe(403);
  });

  it('an unknown kind or key is 404', async () => {
    expect((await api.get('staff/curated/unicorn', { token: admin.token })).status).toBe(404);
    expect((await api.get('staff/curated/scholarship/no-such-award', { token: admin.token })).status).toBe(
      404,
    );
    const lender = fileLenders().lenders[0]!;
    const res = await api.put('staff/curated/lender/no-such-lender', {
      token: admin.token,
      body: { record: { ...lender, id: 'no-such-lender' }, checkedToday: true, version: 0 },
    });
    expect(res.status).toBe(404);
  });

  it('lists the file records, each with its origin and version', async () => {
    const res = await api.get<CuratedItem<VisaRoute>[]>('staff/curated/visa-route', { token: admin.token });
    expect(res.body.data.map((item) => item.key)).toEqual(fileVisaRoutes().routes.map((r) => r.countryCode));
    expect(res.body.data[0]).toEqual(
      expect.objectContaining({ origin: 'file', version: 0, updatedBy: null }),
    );
  });
});

describe('adding a scholarship', () => {
  it('is saved with its source, checked today, audited, and listed on /scholarships at once', async () => {
    const res = await api.post<CuratedItem<Scholarship>>('staff/curated/scholarship', {
      token: admin.token,
      body: { record: newScholarship('test-added-award'), checkedToday: true },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual(
      expect.objectContaining({ key: 'test-added-award', origin: 'added', version: 1 }),
    );
    expect(res.body.data.record.checkedOn).toBe(today());
    expect(res.body.data.updatedBy).toEqual({ userId: admin.user.userId, name: admin.user.name });

    const pub = await api.get<ScholarshipListItem>('scholarships/test-added-award');
    expect(pub.status).toBe(200);
    expect(pub.body.data.name).toBe('Test award test-added-award');

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'curated.created'), eq(auditLog.entityId, 'test-added-award')));
    expect(entry).toEqual(
      expect.objectContaining({ actorId: admin.user.userId, entityType: 'scholarship', before: null }),
    );
    expect(entry!.after).toEqual(expect.objectContaining({ name: 'Test award test-added-award', ...source }));

    const again = await api.post('staff/curated/scholarship', {
      token: admin.token,
      body: { record: newScholarship('test-added-award'), checkedToday: true },
    });
    expect(again.status).toBe(409);
    const fileKey = fileScholarships()[0]!.id;
    const clash = await api.post('staff/curated/scholarship', {
      token: admin.token,
      body: { record: newScholarship(fileKey), checkedToday: true },
    });
    expect(clash.status).toBe(409);
  });

  it('refuses bad input with per-field errors: a non-https source, no source name, a wrong field, a future check', async () => {
    const bad = await api.post<null>('staff/curated/scholarship', {
      token: admin.token,
      body: { record: { ...newScholarship('bad-one'), sourceUrl: 'http://example.org' }, checkedToday: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'record.sourceUrl': CURATED_MESSAGES.httpsSource });

    const noName = await api.post('staff/curated/scholarship', {
      token: admin.token,
      body: { record: { ...newScholarship('bad-two'), sourceName: '   ' }, checkedToday: false },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ 'record.sourceName': CURATED_MESSAGES.sourceName });

    const wrong = await api.post('staff/curated/scholarship', {
      token: admin.token,
      body: {
        record: { ...newScholarship('bad-three'), providerType: 'aliens', levels: [] },
        checkedToday: true,
      },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors ?? {}).sort()).toEqual(['record.levels', 'record.providerType']);

    const future = await api.post('staff/curated/scholarship', {
      token: admin.token,
      body: { record: { ...newScholarship('bad-four'), checkedOn: '2999-01-01' }, checkedToday: false },
    });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual({ 'record.checkedOn': CURATED_MESSAGES.futureCheck });
    expect((await api.get('scholarships/bad-four')).status).toBe(404);
  });
});

describe('editing a file record', () => {
  it('a lender edit shows on /loans/lenders, names its version, and a stale version is 409', async () => {
    const lender = fileLenders().lenders.find((l) => l.id === 'avanse')!;
    const body = { record: { ...lender, rateMinPercent: 9.5, ...source }, checkedToday: true, version: 0 };
    const first = await api.put<CuratedItem<Lender>>('staff/curated/lender/avanse', {
      token: admin.token,
      body,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual(expect.objectContaining({ origin: 'edited', version: 1 }));

    const pub = await api.get<LendersAnswer>('loans/lenders');
    const shown = pub.body.data.lenders.find((l) => l.id === 'avanse')!;
    expect(shown.rateMinPercent).toBe(9.5);
    expect(shown.checkedOn).toBe(today());
    expect(shown.sourceUrl).toBe(source.sourceUrl);

    // Someone else read version 0 too: their save is refused and changes nothing.
    const stale = await api.put('staff/curated/lender/avanse', {
      token: admin.token,
      body: { ...body, record: { ...body.record, rateMinPercent: 1 } },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CURATED_MESSAGES.stale);
    const second = await api.put<CuratedItem<Lender>>('staff/curated/lender/avanse', {
      token: admin.token,
      body: { ...body, record: { ...body.record, rateMinPercent: 9.75 }, version: 1 },
    });
    expect(second.body.data.version).toBe(2);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'curated.updated'), eq(auditLog.entityId, 'avanse')));
    expect(entries).toHaveLength(2);
    expect(entries[1]).toEqual(
      expect.objectContaining({
        entityType: 'lender',
        before: { rateMinPercent: 9.5 },
        after: { rateMinPercent: 9.75 },
      }),
    );
  });

  it('refuses a change of key', async () => {
    const award = fileScholarships()[1]!;
    const res = await api.put(`staff/curated/scholarship/${award.id}`, {
      token: admin.token,
      body: { record: { ...award, id: 'renamed-award' }, checkedToday: true, version: 0 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'record.id': CURATED_MESSAGES.keyChanged });
  });

  it('a visa route edit shows on /visa-routes/{code}, with its overview source', async () => {
    const route = fileVisaRoutes().routes.find((r) => r.countryCode === 'IE')!;
    const res = await api.put<CuratedItem<VisaRoute>>('staff/curated/visa-route/IE', {
      token: admin.token,
      body: {
        record: {
          ...route,
          admissionDocument: 'Offer letter (edited)',
          overview: { ...route.overview, ...source },
        },
        checkedToday: true,
        version: 0,
      },
    });
    expect(res.status).toBe(200);
    const pub = await api.get<VisaRoute>('visa-routes/IE');
    expect(pub.body.data.admissionDocument).toBe('Offer letter (edited)');
    expect(pub.body.data.overview.checkedOn).toBe(today());

    const bad = await api.put('staff/curated/visa-route/IE', {
      token: admin.token,
      body: {
        record: { ...route, overview: { ...route.overview, sourceUrl: 'ftp://x.org' } },
        checkedToday: true,
        version: 1,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'record.overview.sourceUrl': CURATED_MESSAGES.httpsSource });
  });

  it('the re-check queue sees the edited checked day', async () => {
    const old = fileScholarships()[2]!;
    await t.database.db.insert(curatedRecords).values({
      kind: 'scholarship',
      key: old.id,
      record: { ...old, checkedOn: '2020-01-01' },
      version: 1,
      updatedBy: admin.user.userId,
    });
    // The file is later than the stored record: the file wins, so the queue still shows the file's day.
    const queue = async () =>
      (await api.get<FactCheckQueue>('staff/fact-checks', { token: admin.token })).body.data.items.find(
        (i) => i.kind === 'scholarship' && i.id === old.id,
      );
    expect((await queue())?.checkedOn ?? old.checkedOn).toBe(old.checkedOn);
    // Checked again today through the console: the queue (and the public page) agree.
    const res = await api.put<CuratedItem<Scholarship>>(`staff/curated/scholarship/${old.id}`, {
      token: admin.token,
      body: { record: { ...old, ...source }, checkedToday: true, version: 1 },
    });
    expect(res.status).toBe(200);
    expect(await queue()).toBeUndefined();
    expect((await api.get<ScholarshipListItem>(`scholarships/${old.id}`)).body.data.checkedOn).toBe(today());
  });
});

describe('the file-vs-stored rule', () => {
  const file = [newScholarship('a'), newScholarship('b')];
  const stored = (key: string, checkedOn: string, extra: object = {}): StoredCurated => ({
    key,
    record: { ...newScholarship(key), checkedOn, name: `stored ${key}`, ...extra },
    version: 3,
    updatedBy: { userId: 1, name: 'Admin' },
    updatedAt: new Date('2026-06-01T00:00:00Z'),
  });

  it('a stored record replaces the file one of its key, also on the same day', () => {
    const [a, b] = resolveCurated(scholarshipResource, file, [
      stored('a', '2026-01-01'),
      stored('b', '2026-02-01'),
    ]);
    expect(a).toEqual(expect.objectContaining({ origin: 'edited', version: 3, overtakenByFile: false }));
    expect((a!.record as Scholarship).name).toBe('stored a');
    expect((b!.record as Scholarship).name).toBe('stored b');
  });

  it('the file wins when its checkedOn is later, and keeps the stored version for the next save', () => {
    const [a] = resolveCurated(scholarshipResource, file, [stored('a', '2025-12-31')]);
    expect(a).toEqual(expect.objectContaining({ origin: 'file', version: 3, overtakenByFile: true }));
    expect((a!.record as Scholarship).name).toBe('Test award a');
  });

  it('a stored record only in the database is added after the file; one the schema refuses is ignored', () => {
    const items = resolveCurated(scholarshipResource, file, [
      stored('c', '2026-01-01'),
      stored('a', '2027-01-01', { levels: [] }),
    ]);
    expect(items.map((i) => [i.key, i.origin])).toEqual([
      ['a', 'file'],
      ['b', 'file'],
      ['c', 'added'],
    ]);
  });
});
