import {
  type PackageApplication,
  PACKAGE_PIPELINE_MESSAGES as PM,
  type StaffPackage,
  type StaffPackageApplicationDetail,
  type StaffPackageApplicationPage,
} from '@edupath/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, packageApplications, packages, payments } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { studentOf } from '../../test/console-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { createTestPackage } from '../../test/packages-factories';

/** The console's packages and pipeline with the default (manual) payment provider. */

type Signed = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Signed;
let otherAdvisor: Signed;
let admin: Signed;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  advisor = await signedIn(db(), api, 'advisor');
  otherAdvisor = await signedIn(db(), api, 'advisor');
  admin = await signedIn(db(), api, 'admin');
});
afterAll(() => t.close());

const validPackage = (overrides: Record<string, unknown> = {}) => ({
  name: `Console package ${Math.random().toString(36).slice(2, 8)}`,
  price: 12999,
  description: '<p>Shortlist <b>and</b> SOP</p><script>alert(1)</script>',
  applicationCount: 3,
  sortOrder: 5,
  isActive: true,
  ...overrides,
});

/** A student of `advisor` with a New application for a fresh package. */
async function newApplication(price = 4999) {
  const pkg = await createTestPackage(db(), { price });
  const student = await studentOf(db(), api, advisor.user.userId);
  const answer = await api.post<PackageApplication>('packageUserMapping/apply', {
    token: student.token,
    body: { packageId: pkg.packageId },
  });
  expect(answer.status).toBe(201);
  return { pkg, student, id: answer.body.data.packageApplicationId };
}

const move = (id: number, status: string, token = advisor.token, note?: string) =>
  api.patch<StaffPackageApplicationDetail>(`staff/package-applications/${id}/status`, {
    token,
    body: { status, ...(note ? { note } : {}) },
  });

const auditOf = (entityType: string, entityId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))));

const packageNotifications = (userId: number) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'package.status')));

describe('who may call what', () => {
  it('packages are managed by admins only: visitor 401, student and advisor 403', async () => {
    const student = await signedIn(db(), api, 'student');
    const pkg = await createTestPackage(db());
    const calls = [
      (token?: string) => api.get('staff/packages', { token }),
      (token?: string) => api.post('staff/packages', { token, body: validPackage() }),
      (token?: string) => api.put(`staff/packages/${pkg.packageId}`, { token, body: validPackage() }),
      (token?: string) => api.delete(`staff/packages/${pkg.packageId}`, { token }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(student.token)).status).toBe(403);
      expect((await call(advisor.token)).status).toBe(403);
    }
    expect((await calls[0]!(admin.token)).status).toBe(200);
    expect((await calls[1]!(admin.token)).status).toBe(201);
    expect((await calls[2]!(admin.token)).status).toBe(200);
    expect((await calls[3]!(admin.token)).status).toBe(200);
  });

  it("the pipeline: visitor 401, student 403, another advisor's student 404, their advisor and admins allowed", async () => {
    const { id, student } = await newApplication();
    const detail = (token?: string) => api.get(`staff/package-applications/${id}`, { token });
    const changes = [
      (token?: string) =>
        api.patch(`staff/package-applications/${id}/status`, { token, body: { status: 'Contacted' } }),
      (token?: string) =>
        api.post(`staff/package-applications/${id}/notes`, { token, body: { note: 'Called' } }),
      (token?: string) =>
        api.post(`staff/package-applications/${id}/payments`, { token, body: { reference: 'UPI-1' } }),
    ];
    const list = (token?: string) =>
      api.get<StaffPackageApplicationPage>('staff/package-applications', { token });
    for (const call of [detail, list, ...changes]) {
      const visitor = await call();
      expect(visitor.status, JSON.stringify(visitor.body)).toBe(401);
      expect((await call(student.token)).status).toBe(403);
    }
    for (const call of [detail, ...changes]) expect((await call(otherAdvisor.token)).status).toBe(404);
    expect((await list(otherAdvisor.token)).body.data.items.map((i) => i.packageApplicationId)).not.toContain(
      id,
    );
    // Nothing changed for the refusals.
    const [row] = await db()
      .select()
      .from(packageApplications)
      .where(eq(packageApplications.packageApplicationId, id));
    expect(row!.status).toBe('New');

    expect((await detail(advisor.token)).status).toBe(200);
    expect((await list(advisor.token)).body.data.items.map((i) => i.packageApplicationId)).toContain(id);
    expect((await list(admin.token)).body.data.items.map((i) => i.packageApplicationId)).toContain(id);
    expect((await changes[0]!(advisor.token)).status).toBe(200);
    expect((await changes[1]!(admin.token)).status).toBe(200);
    expect((await move(id, 'Payment pending', admin.token)).status).toBe(200);
    expect((await changes[2]!(advisor.token)).status).toBe(200);
  });

  it("'Pay now': visitor 401, staff 403, another student's 404, and 409 while payments are manual", async () => {
    const { id, student } = await newApplication();
    const other = await signedIn(db(), api, 'student');
    const pay = (token?: string) => api.post(`packageUserMapping/${id}/pay`, { token });
    expect((await pay()).status).toBe(401);
    expect((await pay(advisor.token)).status).toBe(403);
    expect((await pay(admin.token)).status).toBe(403);
    expect((await pay(other.token)).status).toBe(404);
    expect((await pay(student.token)).body.message).toBe(PM.notAwaitingPayment);
    await move(id, 'Payment pending');
    const manual = await pay(student.token);
    expect(manual.status).toBe(409);
    expect(manual.body.message).toBe(PM.onlinePaymentUnavailable);
    expect(await db().select().from(payments).where(eq(payments.packageApplicationId, id))).toHaveLength(0);
  });

  it('the webhook does not exist while payments are manual', async () => {
    const answer = await api.post('payments/razorpay/webhook', { body: { event: 'payment.captured' } });
    expect(answer.status).toBe(404);
  });
});

describe('packages (admins)', () => {
  it('creates a package with a sanitised description, audited, and shows it on the student site', async () => {
    const body = validPackage();
    const created = await api.post<StaffPackage>('staff/packages', { token: admin.token, body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: body.name,
      price: 12999,
      description: '<p>Shortlist <strong>and</strong> SOP</p>',
      applicationCount: 3,
      isActive: true,
      openApplications: 0,
    });
    const { packageId } = created.body.data;
    const listed = await api.get<{ data: Array<{ packageId: number }> }>('package');
    expect(listed.body.data.data.map((p) => p.packageId)).toContain(packageId);
    const [entry] = await auditOf('package', packageId);
    expect(entry).toMatchObject({ action: 'package.created', actorId: admin.user.userId });
    expect(entry!.after).toMatchObject({ name: body.name, price: 12999 });
  });

  it('refuses bad input field by field, and a name already used', async () => {
    const bad = await api.post('staff/packages', {
      token: admin.token,
      body: { name: ' ', price: 10.5, applicationCount: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: 'Name is required',
      price: 'Price must be a whole number of rupees',
      applicationCount: 'Applications cannot be negative',
    });
    const body = validPackage();
    expect((await api.post('staff/packages', { token: admin.token, body })).status).toBe(201);
    const again = await api.post('staff/packages', {
      token: admin.token,
      body: { ...body, name: body.name.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors?.name).toBe(PM.nameTaken);
  });

  it('updates a package (hiding it takes it off the student site), with the changed fields in the audit log', async () => {
    const pkg = await createTestPackage(db(), { price: 5000 });
    const answer = await api.put<StaffPackage>(`staff/packages/${pkg.packageId}`, {
      token: admin.token,
      body: validPackage({ name: pkg.name, price: 6000, isActive: false, description: '<p>New</p>' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ price: 6000, isActive: false, description: '<p>New</p>' });
    const listed = await api.get<{ data: Array<{ packageId: number }> }>('package');
    expect(listed.body.data.data.map((p) => p.packageId)).not.toContain(pkg.packageId);
    const [entry] = await auditOf('package', pkg.packageId);
    expect(entry!.action).toBe('package.updated');
    expect(entry!.before).toMatchObject({ price: 5000, isActive: true });
    expect(entry!.after).toMatchObject({ price: 6000, isActive: false });
    expect(entry!.after).not.toHaveProperty('name');
    expect(
      (await api.put('staff/packages/2000000000', { token: admin.token, body: validPackage() })).status,
    ).toBe(404);
  });

  it('deletes a package no one applied for; one with applications is 409 and stays', async () => {
    const unused = await createTestPackage(db());
    expect((await api.delete(`staff/packages/${unused.packageId}`, { token: admin.token })).status).toBe(200);
    expect(await db().select().from(packages).where(eq(packages.packageId, unused.packageId))).toHaveLength(
      0,
    );
    expect((await auditOf('package', unused.packageId))[0]!.action).toBe('package.deleted');

    const { pkg } = await newApplication();
    const refused = await api.delete(`staff/packages/${pkg.packageId}`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PM.packageHasApplications);
    expect(await db().select().from(packages).where(eq(packages.packageId, pkg.packageId))).toHaveLength(1);
  });
});

describe('the pipeline', () => {
  it("applying sends the student's confirmation and starts the history", async () => {
    const { id, student, pkg } = await newApplication();
    const rows = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.user.userId), eq(notifications.type, 'package.applied')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toContain(pkg.name);
    expect(rows[0]!.link).toBe('/packages/mine');
    const detail = await api.get<StaffPackageApplicationDetail>(`staff/package-applications/${id}`, {
      token: advisor.token,
    });
    expect(detail.body.data.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'New', changedBy: expect.any(Object) }),
    ]);
  });

  it('moves along the allowed steps: each one audited, in the history, and notified to the student', async () => {
    const { id, student } = await newApplication(17999);
    const contacted = await move(id, 'Contacted', advisor.token, 'Spoke on the phone');
    expect(contacted.status).toBe(200);
    expect(contacted.body.data.status).toBe('Contacted');
    expect((await move(id, 'Payment pending')).body.data.status).toBe('Payment pending');

    const history = (
      await api.get<StaffPackageApplicationDetail>(`staff/package-applications/${id}`, {
        token: admin.token,
      })
    ).body.data.history;
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      [null, 'New', null],
      ['New', 'Contacted', 'Spoke on the phone'],
      ['Contacted', 'Payment pending', null],
    ]);
    const entries = await auditOf('package_application', id);
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      [
        'package_application.status_changed',
        advisor.user.userId,
        { status: 'New' },
        { status: 'Contacted', note: 'Spoke on the phone' },
      ],
      [
        'package_application.status_changed',
        advisor.user.userId,
        { status: 'Contacted' },
        { status: 'Payment pending' },
      ],
    ]);
    const sent = await packageNotifications(student.user.userId);
    expect(sent.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('is now Contacted'),
        expect.stringContaining('ready for payment (₹17,999)'),
      ]),
    );
    const mine = await api.get<PackageApplication[]>('packageUserMapping/mine', { token: student.token });
    expect(mine.body.data[0]).toMatchObject({
      status: 'Payment pending',
      canPayOnline: false,
      payment: null,
    });
  });

  it('refuses a move the pipeline does not allow, and Paid by hand, with 409 and no change', async () => {
    const { id, student } = await newApplication();
    for (const status of ['Paid', 'Active', 'Completed', 'New']) {
      const answer = await move(id, status);
      expect(answer.status).toBe(409);
      expect(answer.body.errors?.status).toBe(PM.notAllowed('New', status));
    }
    expect((await move(id, 'Shipped')).status).toBe(400);
    expect(await auditOf('package_application', id)).toHaveLength(0);
    expect(await packageNotifications(student.user.userId)).toHaveLength(0);
    expect((await move(id, 'Cancelled')).status).toBe(200);
    expect((await move(id, 'Contacted')).status).toBe(409);
  });

  it('records a manual payment: paid in paise with its reference, the application Paid, the student told', async () => {
    const { id, student } = await newApplication(4999);
    const early = await api.post(`staff/package-applications/${id}/payments`, {
      token: advisor.token,
      body: { reference: 'UPI-123' },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(PM.notAwaitingPayment);
    await move(id, 'Payment pending');
    const missing = await api.post(`staff/package-applications/${id}/payments`, {
      token: advisor.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.reference).toBe('Reference is required');

    const answer = await api.post<StaffPackageApplicationDetail>(
      `staff/package-applications/${id}/payments`,
      {
        token: advisor.token,
        body: { reference: 'UPI-123' },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('Paid');
    expect(answer.body.data.payments).toEqual([
      expect.objectContaining({
        provider: 'manual',
        status: 'paid',
        amountPaise: 499_900,
        reference: 'UPI-123',
      }),
    ]);
    const payment = answer.body.data.payments[0]!;
    expect(Date.parse(payment.refundRequestUntil!) - Date.parse(payment.paidAt!)).toBe(4 * 3_600_000);
    const entries = await auditOf('package_application', id);
    expect(entries.at(-1)).toMatchObject({
      action: 'package_application.payment_recorded',
      actorId: advisor.user.userId,
    });
    expect(entries.at(-1)!.after).toMatchObject({
      status: 'Paid',
      reference: 'UPI-123',
      amountPaise: 499_900,
    });
    expect((await packageNotifications(student.user.userId)).at(-1)!.message).toContain(
      'We received your payment of ₹4,999',
    );
    const mine = await api.get<PackageApplication[]>('packageUserMapping/mine', { token: student.token });
    expect(mine.body.data[0]).toMatchObject({
      status: 'Paid',
      payment: { status: 'paid', reference: 'UPI-123' },
    });
    // Paid -> Active -> Completed finish the pipeline.
    expect((await move(id, 'Active')).status).toBe(200);
    expect((await move(id, 'Completed')).status).toBe(200);
    expect((await move(id, 'Cancelled')).status).toBe(409);
  });

  it('notes stay with staff: in the history and the audit log, no notification', async () => {
    const { id, student } = await newApplication();
    const answer = await api.post<StaffPackageApplicationDetail>(`staff/package-applications/${id}/notes`, {
      token: advisor.token,
      body: { note: 'Prefers a call after 6 pm' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.history.at(-1)).toMatchObject({
      fromStatus: null,
      toStatus: null,
      note: 'Prefers a call after 6 pm',
      changedBy: { userId: advisor.user.userId },
    });
    expect((await auditOf('package_application', id))[0]!.action).toBe('package_application.note_added');
    expect(await packageNotifications(student.user.userId)).toHaveLength(0);
    const empty = await api.post(`staff/package-applications/${id}/notes`, {
      token: advisor.token,
      body: { note: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.note).toBe('Note is required');
  });

  it('lists by status and search, newest change first', async () => {
    const first = await newApplication();
    const second = await newApplication();
    await move(second.id, 'Contacted');
    const page = await api.get<StaffPackageApplicationPage>('staff/package-applications?status=Contacted', {
      token: advisor.token,
    });
    const ids = page.body.data.items.map((i) => i.packageApplicationId);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
    expect(page.body.data.items.every((i) => i.status === 'Contacted')).toBe(true);
    const found = await api.get<StaffPackageApplicationPage>(
      `staff/package-applications?q=${encodeURIComponent(first.student.user.email)}`,
      { token: admin.token },
    );
    expect(found.body.data.items.map((i) => i.packageApplicationId)).toEqual([first.id]);
    expect(found.body.data.items[0]).toMatchObject({
      student: { userId: first.student.user.userId },
      advisor: { userId: advisor.user.userId },
      amountPaise: 499_900,
    });
    expect((await api.get('staff/package-applications?status=Pending', { token: admin.token })).status).toBe(
      400,
    );
  });

  it('keeps one open application per package through the pipeline: applying again is 409 until it is closed', async () => {
    const { id, pkg, student } = await newApplication();
    await move(id, 'Payment pending');
    const again = await api.post('packageUserMapping/apply', {
      token: student.token,
      body: { packageId: pkg.packageId },
    });
    expect(again.status).toBe(409);
    await move(id, 'Cancelled');
    const reopened = await api.post('packageUserMapping/apply', {
      token: student.token,
      body: { packageId: pkg.packageId },
    });
    expect(reopened.status).toBe(201);
  });
});
