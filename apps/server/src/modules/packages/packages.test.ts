import { PACKAGE_MESSAGES, type Package, type PackageApplication, type PackageList } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageApplications, packages } from '../../db/schema';
import { DEMO_PACKAGES, seedPackages } from '../../seed/packages';
import { startTestApp, type TestApp } from '../../test/app';
import { createUser, signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { createTestPackage } from '../../test/packages-factories';
import { sanitizeDescription } from './sanitize-description';

let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const applicationsOf = (userId: number) =>
  t.database.db.select().from(packageApplications).where(eq(packageApplications.userId, userId));

describe('GET /package', () => {
  it('lists active packages by sortOrder in data.data.data with the public fields only', async () => {
    const later = await createTestPackage(t.database.db, {
      sortOrder: 20,
      price: 17999,
      applicationCount: 4,
    });
    const first = await createTestPackage(t.database.db, { sortOrder: 10, description: null });
    const hidden = await createTestPackage(t.database.db, { sortOrder: 15, isActive: false });

    const answer = await api.get<PackageList>('package');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const list = answer.body.data.data;
    expect(answer.body.data.total).toBe(list.length);
    const ids = list.map((p) => p.packageId);
    expect(ids).not.toContain(hidden.packageId);
    expect(ids.indexOf(first.packageId)).toBeLessThan(ids.indexOf(later.packageId));
    expect(list.find((p) => p.packageId === later.packageId)).toEqual({
      packageId: later.packageId,
      name: later.name,
      price: 17999,
      description: '<p>Guidance for one course.</p>',
      applicationCount: 4,
    } satisfies Package);
    expect(list.find((p) => p.packageId === first.packageId)?.description).toBeNull();
  });
});

describe('package descriptions are sanitised when saved', () => {
  it('strips scripts, event handlers and unsafe links but keeps the allowed formatting', async () => {
    const pkg = await createTestPackage(t.database.db, {
      description:
        '<h3 onclick="steal()">Includes</h3><script>alert(1)</script><ul><li><b>SOP</b> <i>review</i></li></ul>' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/x" onmouseover="x()">good</a>' +
        '<img src=x onerror="alert(1)"><iframe src="https://evil.test"></iframe><p style="color:red">ok</p>',
    });
    const [row] = await t.database.db.select().from(packages).where(eq(packages.packageId, pkg.packageId));
    const stored = row!.description!;
    expect(stored).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|<img|<iframe|style=/i);
    expect(stored).toContain('<h3>Includes</h3>');
    expect(stored).toContain('<li><strong>SOP</strong> <em>review</em></li>');
    expect(stored).toContain(
      '<a href="https://example.com/x" rel="noopener noreferrer nofollow" target="_blank">good</a>',
    );
    expect(stored).toContain('<p>ok</p>');
    const listed = (await api.get<PackageList>('package')).body.data.data.find(
      (p) => p.packageId === pkg.packageId,
    );
    expect(listed?.description).toBe(stored);
  });

  it('turns a description with nothing left into null', () => {
    expect(sanitizeDescription('<script>alert(1)</script><p> </p>')).toBeNull();
    expect(sanitizeDescription('')).toBeNull();
    expect(sanitizeDescription('<p>Fine</p>')).toBe('<p>Fine</p>');
  });
});

describe('POST /packageUserMapping/apply', () => {
  it('records a New application for the signed-in student at the current price', async () => {
    const pkg = await createTestPackage(t.database.db, { price: 49999 });
    const { user, token } = await signedIn(t.database.db, api);
    const answer = await api.post<PackageApplication>('packageUserMapping/apply', {
      token,
      body: { userId: user.userId, packageId: pkg.packageId },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(PACKAGE_MESSAGES.appliedWithFollowUp);
    expect(answer.body.data).toMatchObject({
      packageId: pkg.packageId,
      packageName: pkg.name,
      status: 'New',
      amount: 49999,
      amountPaise: 4_999_900,
      payment: null,
    });
    const rows = await applicationsOf(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ packageId: pkg.packageId, status: 'New', amount: 49999 });
  });

  it('ignores a userId in the body and applies for the session user', async () => {
    const pkg = await createTestPackage(t.database.db);
    const victim = await createUser(t.database.db);
    const { user, token } = await signedIn(t.database.db, api);
    const answer = await api.post('packageUserMapping/apply', {
      token,
      body: { userId: victim.userId, packageId: pkg.packageId },
    });
    expect(answer.status).toBe(201);
    expect(await applicationsOf(victim.userId)).toHaveLength(0);
    expect(await applicationsOf(user.userId)).toHaveLength(1);
  });

  it('refuses a second application while the first is pending with 409, and allows one after it is closed', async () => {
    const pkg = await createTestPackage(t.database.db);
    const { user, token } = await signedIn(t.database.db, api);
    const apply = () => api.post('packageUserMapping/apply', { token, body: { packageId: pkg.packageId } });
    expect((await apply()).status).toBe(201);
    const again = await apply();
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PACKAGE_MESSAGES.alreadyPending);
    expect(await applicationsOf(user.userId)).toHaveLength(1);

    await t.database.db
      .update(packageApplications)
      .set({ status: 'Cancelled' })
      .where(eq(packageApplications.userId, user.userId));
    expect((await apply()).status).toBe(201);
    expect(await applicationsOf(user.userId)).toHaveLength(2);
  });

  it('lets only one of two simultaneous applications through', async () => {
    const pkg = await createTestPackage(t.database.db);
    const { user, token } = await signedIn(t.database.db, api);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        api.post('packageUserMapping/apply', { token, body: { packageId: pkg.packageId } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await applicationsOf(user.userId)).toHaveLength(1);
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const pkg = await createTestPackage(t.database.db);
    const answer = await api.post('packageUserMapping/apply', { body: { packageId: pkg.packageId } });
    expect(answer.status).toBe(401);
    const rows = await t.database.db
      .select()
      .from(packageApplications)
      .where(eq(packageApplications.packageId, pkg.packageId));
    expect(rows).toHaveLength(0);
  });

  it.each(['advisor', 'admin'] as const)('answers 403 to %s accounts', async (role) => {
    const pkg = await createTestPackage(t.database.db);
    const { user, token } = await signedIn(t.database.db, api, role);
    const answer = await api.post('packageUserMapping/apply', { token, body: { packageId: pkg.packageId } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(PACKAGE_MESSAGES.studentsOnly);
    expect(await applicationsOf(user.userId)).toHaveLength(0);
  });

  it('answers 404 for an unknown or inactive package', async () => {
    const inactive = await createTestPackage(t.database.db, { isActive: false });
    const { user, token } = await signedIn(t.database.db, api);
    for (const packageId of [2_000_000_000, inactive.packageId]) {
      const answer = await api.post('packageUserMapping/apply', { token, body: { packageId } });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Package not found');
    }
    expect(await applicationsOf(user.userId)).toHaveLength(0);
  });

  it.each([
    [{}, 'packageId'],
    [{ packageId: 'abc' }, 'packageId'],
    [{ packageId: -1 }, 'packageId'],
    [{ packageId: 1.5 }, 'packageId'],
    [{ packageId: 99_999_999_999 }, 'packageId'],
  ])('answers 400 for %j', async (body, field) => {
    const { token } = await signedIn(t.database.db, api);
    const answer = await api.post('packageUserMapping/apply', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBeTruthy();
  });
});

describe('GET /packageUserMapping/mine', () => {
  it("lists only the student's own applications, newest first", async () => {
    const [a, b] = [await createTestPackage(t.database.db), await createTestPackage(t.database.db)];
    const me = await signedIn(t.database.db, api);
    const other = await signedIn(t.database.db, api);
    for (const pkg of [a, b])
      await api.post('packageUserMapping/apply', { token: me.token, body: { packageId: pkg.packageId } });
    await api.post('packageUserMapping/apply', { token: other.token, body: { packageId: a.packageId } });

    const answer = await api.get<PackageApplication[]>('packageUserMapping/mine', { token: me.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((x) => x.packageName)).toEqual([b.name, a.name]);
    expect((await api.get('packageUserMapping/mine')).status).toBe(401);
  });
});

describe('demo seed', () => {
  it('adds the demo packages once, sanitised, in order, and is idempotent', async () => {
    await seedPackages(t.database.db);
    await seedPackages(t.database.db);
    const rows = await t.database.db.select().from(packages);
    for (const [index, demo] of DEMO_PACKAGES.entries()) {
      const matches = rows.filter((r) => r.name === demo.name);
      expect(matches).toHaveLength(1);
      expect(matches[0]).toMatchObject({ price: demo.price, applicationCount: demo.applicationCount });
      expect(matches[0]!.sortOrder).toBe(index + 1);
      expect(matches[0]!.description).toBe(sanitizeDescription(demo.description));
    }
    expect(DEMO_PACKAGES.some((p) => p.applicationCount === 0)).toBe(true);
  });
});
