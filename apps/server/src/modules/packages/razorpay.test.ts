import {
  type Checkout,
  type PackageApplication,
  PACKAGE_PIPELINE_MESSAGES as PM,
  type StaffPackageApplicationDetail,
} from '@edupath/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  notifications,
  packageApplications,
  payeeSettings,
  payments,
  paymentWebhookEvents,
  taxInvoices,
} from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { studentOf } from '../../test/console-factories';
import { signedIn } from '../../test/factories';
import { type FakeRazorpay, sign, startFakeRazorpay } from '../../test/fake-razorpay';
import { apiClient } from '../../test/http';
import { createTestPackage } from '../../test/packages-factories';
import { createRazorpayProvider } from './razorpay-provider';

/** Online payments through Razorpay, against a local fake that signs webhooks as Razorpay does. */

const KEYS = {
  keyId: 'rzp_test_edupath',
  keySecret: 'key-secret-2026',
  webhookSecret: 'webhook-secret-2026',
};

type Signed = Awaited<ReturnType<typeof signedIn>>;
let fake: FakeRazorpay;
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Signed;
const db = () => t.database.db;

beforeAll(async () => {
  fake = await startFakeRazorpay(KEYS);
  t = await startTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEYS.keyId,
    RAZORPAY_KEY_SECRET: KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
    RAZORPAY_API_BASE: fake.url,
  });
  fake.webhookUrl = `${t.url}/api/v1/payments/razorpay/webhook`;
  api = apiClient(t.url);
  advisor = await signedIn(db(), api, 'advisor');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A student's application moved to Payment pending, and the order 'Pay now' started for it. */
async function awaitingPayment(price = 9999) {
  const pkg = await createTestPackage(db(), { price });
  const student = await studentOf(db(), api, advisor.user.userId);
  const applied = await api.post<PackageApplication>('packageUserMapping/apply', {
    token: student.token,
    body: { packageId: pkg.packageId },
  });
  const id = applied.body.data.packageApplicationId;
  const moved = await api.patch(`staff/package-applications/${id}/status`, {
    token: advisor.token,
    body: { status: 'Payment pending' },
  });
  expect(moved.status).toBe(200);
  const pay = await api.post<Checkout>(`packageUserMapping/${id}/pay`, { token: student.token });
  expect(pay.status).toBe(200);
  return { id, student, checkout: pay.body.data };
}

const state = async (id: number) => {
  const [application] = await db()
    .select()
    .from(packageApplications)
    .where(eq(packageApplications.packageApplicationId, id));
  const rows = await db().select().from(payments).where(eq(payments.packageApplicationId, id));
  const audit = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'package_application'), eq(auditLog.entityId, String(id))));
  const sent = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, application!.userId), eq(notifications.type, 'package.status')));
  return { status: application!.status, payments: rows, audit, notified: sent.length };
};

describe("'Pay now'", () => {
  it('creates an order at the provider for the amount in paise and answers the hosted checkout form', async () => {
    const { id, checkout, student } = await awaitingPayment(17999);
    expect(checkout).toMatchObject({
      provider: 'razorpay',
      amountPaise: 1_799_900,
      currency: 'INR',
      action: `${fake.url}/v1/checkout/embedded`,
    });
    expect(checkout.fields).toMatchObject({
      key_id: KEYS.keyId,
      order_id: checkout.orderId,
      amount: '1799900',
      callback_url: `${t.url}/payments/razorpay/return`,
      cancel_url: `${t.url}/packages/mine`,
      'prefill[email]': student.user.email,
    });
    expect(fake.orders.get(checkout.orderId)).toMatchObject({ amount: 1_799_900, currency: 'INR' });
    const after = await state(id);
    expect(after.status).toBe('Payment pending');
    expect(after.payments).toEqual([
      expect.objectContaining({
        provider: 'razorpay',
        orderId: checkout.orderId,
        status: 'created',
        amountPaise: 1_799_900,
      }),
    ]);
    // Pressing it again pays the same order.
    const again = await api.post<Checkout>(`packageUserMapping/${id}/pay`, { token: student.token });
    expect(again.body.data.orderId).toBe(checkout.orderId);
    expect((await state(id)).payments).toHaveLength(1);
    const mine = await api.get<PackageApplication[]>('packageUserMapping/mine', { token: student.token });
    expect(mine.body.data[0]).toMatchObject({ canPayOnline: true, payment: { status: 'created' } });
  });

  it('answers 502 and stores nothing when the provider refuses the keys', async () => {
    const provider = createRazorpayProvider({ ...KEYS, keySecret: 'wrong', apiBase: fake.url });
    await expect(
      provider.createOrder({ amountPaise: 10_000, currency: 'INR', receipt: 'r' }),
    ).rejects.toMatchObject({
      statusCode: 502,
    });
  });

  it("lets the page's 'Pay now' form post to the provider's checkout, and nowhere else", async () => {
    const csp = (await fetch(`${t.url}/api/v1/package`)).headers.get('content-security-policy');
    expect(csp).toContain(`form-action 'self' ${fake.url}`);
  });

  it('the return from the checkout goes to the student page, whatever it posts', async () => {
    // Signed in by the cookie and posted from the provider's page: still no cross-site refusal.
    const { token } = await signedIn(db(), api);
    const answer = await fetch(`${t.url}/payments/razorpay/return`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `sid=${token}`,
        origin: fake.url,
      },
      body: 'razorpay_payment_id=pay_1&razorpay_order_id=order_1&razorpay_signature=x',
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/packages/mine?payment=returned');
  });
});

describe('the webhook', () => {
  it('a captured payment marks the application Paid once: one audit entry without actor, one notification', async () => {
    const { id, checkout, student } = await awaitingPayment(4999);
    const delivery = fake.paymentEvent(checkout.orderId, { paymentId: 'pay_good_1' });
    expect(await fake.deliver(delivery)).toBe(200);
    const after = await state(id);
    expect(after.status).toBe('Paid');
    expect(after.payments[0]).toMatchObject({
      status: 'paid',
      reference: 'pay_good_1',
      amountPaise: 499_900,
    });
    expect(after.payments[0]!.paidAt).toBeInstanceOf(Date);
    const paid = after.audit.filter((e) => e.action === 'package_application.paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ actorId: null, actorRole: null });
    expect(paid[0]!.after).toMatchObject({ status: 'Paid', reference: 'pay_good_1', amountPaise: 499_900 });
    expect(after.notified).toBe(2); // Payment pending, then Paid
    const mine = await api.get<PackageApplication[]>('packageUserMapping/mine', { token: student.token });
    expect(mine.body.data[0]).toMatchObject({
      status: 'Paid',
      canPayOnline: false,
      payment: { status: 'paid' },
    });
    const detail = await api.get<StaffPackageApplicationDetail>(`staff/package-applications/${id}`, {
      token: advisor.token,
    });
    expect(detail.body.data.history.at(-1)).toMatchObject({ toStatus: 'Paid', changedBy: null });
  });

  it.each([
    [
      'a wrong signature',
      (orderId: string) => fake.paymentEvent(orderId, { secret: 'forged' }),
      PM.webhookSignature,
    ],
    [
      'no signature',
      (orderId: string) => {
        const { body, headers } = fake.paymentEvent(orderId);
        const { 'x-razorpay-signature': _, ...rest } = headers;
        return { body, headers: rest };
      },
      PM.webhookSignature,
    ],
    [
      'a body changed after signing',
      (orderId: string) => {
        const delivery = fake.paymentEvent(orderId);
        return { ...delivery, body: delivery.body.replace('"amount":', '"amount": ') };
      },
      PM.webhookSignature,
    ],
    [
      'a mismatched amount',
      (orderId: string) => fake.paymentEvent(orderId, { amount: 100 }),
      PM.webhookAmount,
    ],
    [
      'another currency',
      (orderId: string) => fake.paymentEvent(orderId, { currency: 'USD' }),
      PM.webhookAmount,
    ],
    ['an order that is not ours', () => fake.paymentEvent('order_unknown'), PM.webhookOrder],
  ])('%s is 400 and changes nothing', async (_name, build, message) => {
    const { id, checkout } = await awaitingPayment();
    const before = await state(id);
    const delivery = build(checkout.orderId);
    const answer = await fetch(fake.webhookUrl!, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(message);
    expect(await state(id)).toEqual(before);
    const eventId = delivery.headers['x-razorpay-event-id']!;
    expect(
      await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId)),
    ).toHaveLength(0);
  });

  it('a replayed event is 400 and changes nothing', async () => {
    const { id, checkout } = await awaitingPayment();
    const delivery = fake.paymentEvent(checkout.orderId);
    expect(await fake.deliver(delivery)).toBe(200);
    const before = await state(id);
    expect(before.status).toBe('Paid');
    const replay = await fetch(fake.webhookUrl!, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { message: string }).message).toBe(PM.webhookReplayed);
    expect(await state(id)).toEqual(before);
  });

  it('a replay after staff moved on does not bring Paid back', async () => {
    const { id, checkout } = await awaitingPayment();
    const delivery = fake.paymentEvent(checkout.orderId);
    expect(await fake.deliver(delivery)).toBe(200);
    await api.patch(`staff/package-applications/${id}/status`, {
      token: advisor.token,
      body: { status: 'Active' },
    });
    expect(await fake.deliver(delivery)).toBe(400);
    expect((await state(id)).status).toBe('Active');
  });

  it('ten concurrent deliveries of one paid event mark it Paid exactly once', async () => {
    const { id, checkout } = await awaitingPayment();
    const delivery = fake.paymentEvent(checkout.orderId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => fake.deliver(delivery)));
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s === 400)).toHaveLength(9);
    const after = await state(id);
    expect(after.status).toBe('Paid');
    expect(after.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(after.audit.filter((e) => e.action === 'package_application.paid')).toHaveLength(1);
    expect(after.notified).toBe(2);
  });

  it('ten concurrent events for one payment (payment.captured, order.paid…) make one change', async () => {
    const { id, checkout } = await awaitingPayment();
    const deliveries = Array.from({ length: 10 }, (_, i) =>
      fake.paymentEvent(checkout.orderId, {
        paymentId: 'pay_same',
        event: i % 2 ? 'order.paid' : 'payment.captured',
      }),
    );
    const answers = await Promise.all(deliveries.map((d) => fake.deliver(d)));
    expect(answers).toEqual(Array(10).fill(200));
    const after = await state(id);
    expect(after.status).toBe('Paid');
    expect(after.audit.filter((e) => e.action === 'package_application.paid')).toHaveLength(1);
    expect(after.notified).toBe(2);
  });

  it('an event that is no captured payment is recorded and changes nothing else', async () => {
    const { id, checkout } = await awaitingPayment();
    const body = JSON.stringify({ event: 'payment.failed', payload: {} });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': sign(body, KEYS.webhookSecret),
      'x-razorpay-event-id': 'evt_failed_1',
    };
    expect(await fake.deliver({ body, headers })).toBe(200);
    expect((await state(id)).status).toBe('Payment pending');
    expect(fake.orders.get(checkout.orderId)?.status).toBe('created');
    const noId = { ...headers };
    delete (noId as Record<string, string>)['x-razorpay-event-id'];
    expect(await fake.deliver({ body, headers: noId })).toBe(400);
  });

  it('the fake checkout pays: its Pay button sends the signed webhook, then posts back to the return address', async () => {
    const { id, checkout } = await awaitingPayment(4999);
    const page = await fetch(checkout.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(checkout.fields).toString(),
    });
    expect(await page.text()).toContain('Pay ₹4,999');
    const paid = await fetch(`${fake.url}/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        order_id: checkout.orderId,
        callback_url: checkout.fields.callback_url!,
      }).toString(),
    });
    expect(await paid.text()).toContain(`action="${checkout.fields.callback_url}"`);
    expect((await state(id)).status).toBe('Paid');
  });
});

describe('the receipt and tax invoice of an online payment', () => {
  it('with the payee details set, the verified payment gets its invoice once, however often it is delivered', async () => {
    await db().insert(payeeSettings).values({
      legalName: 'EduPath Consulting Private Limited',
      address: '12 MG Road, Bengaluru 560001',
      gstin: '29ABCDE1234F1ZW',
      sacCode: '999293',
      gstRateBasisPoints: 1800,
      upiId: 'edupath@okaxis',
      bankAccountName: 'EduPath Consulting Pvt Ltd',
      bankAccountNumber: '50200012345678',
      ifsc: 'HDFC0001234',
      bankName: 'HDFC Bank',
    });
    const { id, checkout, student } = await awaitingPayment(4999);
    const deliveries = Array.from({ length: 5 }, () =>
      fake.paymentEvent(checkout.orderId, { paymentId: 'pay_inv_1' }),
    );
    await Promise.all(deliveries.map((d) => fake.deliver(d)));
    const [payment] = await db().select().from(payments).where(eq(payments.packageApplicationId, id));
    const invoices = await db()
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.paymentId, payment!.paymentId));
    expect(invoices).toHaveLength(1);
    // No state on her profile: the supplier's, so CGST + SGST.
    expect(invoices[0]).toMatchObject({
      totalPaise: 499_900,
      taxablePaise: 423_644,
      cgstPaise: 38_128,
      sgstPaise: 38_128,
      igstPaise: 0,
    });
    const mine = await api.get<PackageApplication[]>('packageUserMapping/mine', { token: student.token });
    expect(mine.body.data[0]!.payment).toMatchObject({
      status: 'paid',
      invoiceNumber: invoices[0]!.invoiceNumber,
    });
  });
});
