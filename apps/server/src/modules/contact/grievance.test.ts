import {
  type ContactInboxMessage,
  type ContactInboxPage,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_RESPONSE_DAYS,
  type GrievanceOfficer,
  type GrievanceReceipt,
} from '@edupath/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { CONTACT_RATE_LIMIT } from './contact.routes';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let student: Awaited<ReturnType<typeof signedIn>>;

// Behind a trusted proxy each test speaks from its own address, so one test's limit stays its own.
beforeAll(async () => {
  t = await startTestApp({
    TRUST_PROXY: 'true',
    GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@edupath.test',
    GRIEVANCE_OFFICER_ADDRESS: '12 MG Road, Bengaluru 560001',
  });
  api = apiClient(t.url);
  admin = await signedIn(t.database.db, api, 'admin');
  student = await signedIn(t.database.db, api, 'student');
});
afterAll(() => t.close());

let lastOctet = 0;
const newAddress = () => ({ 'x-forwarded-for': `198.51.100.${++lastOctet}` });
const DAY = 86_400_000;

const visitor = {
  name: 'Ravi Kumar',
  email: 'Ravi.Kumar@Example.com',
  category: 'erasure',
  message: 'Please erase the profile you hold about me.',
};

const stored = (ip: string) =>
  t.database.db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.ip, ip), eq(contactMessages.kind, 'grievance')));
const mailTo = (email: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));

describe('GET /grievances/officer', () => {
  it('shows the configured grievance officer and the 90 days, to anyone', async () => {
    const answer = await api.get<GrievanceOfficer>('grievances/officer');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      name: 'Meera Iyer',
      email: 'grievance@edupath.test',
      phone: null,
      address: '12 MG Road, Bengaluru 560001',
      responseDays: GRIEVANCE_RESPONSE_DAYS,
    });
  });
});

describe('POST /grievances', () => {
  it("a visitor's grievance lands in the inbox with its due date, and the acknowledgement is in the outbox", async () => {
    const headers = newAddress();
    const before = Date.now();
    const answer = await api.post<GrievanceReceipt>('grievances', { body: visitor, headers });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(GRIEVANCE_MESSAGES.received);
    const receipt = answer.body.data;
    expect(receipt.email).toBe('ravi.kumar@example.com');
    expect(receipt.reference).toMatch(/^GRV-\d{4}-\d{6}$/);
    const received = Date.parse(receipt.receivedAt);
    expect(received).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(receipt.dueAt) - received).toBe(GRIEVANCE_RESPONSE_DAYS * DAY);

    const [row] = await stored(headers['x-forwarded-for']);
    expect(row).toMatchObject({
      kind: 'grievance',
      category: 'erasure',
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.com',
      subject: 'Grievance: Erasing my data',
      message: visitor.message,
      userId: null,
      handledAt: null,
    });
    expect(row!.dueAt!.toISOString()).toBe(receipt.dueAt);

    // The admin's inbox: among grievances, with the reference, category and due date.
    const inbox = await api.get<ContactInboxPage>('staff/contact-messages?kind=grievance&pageSize=100', {
      token: admin.token,
    });
    expect(inbox.status).toBe(200);
    const listed = inbox.body.data.items.find((m) => m.contactMessageId === row!.contactMessageId);
    expect(listed?.grievance).toEqual({
      reference: receipt.reference,
      category: 'erasure',
      dueAt: receipt.dueAt,
    });
    const opened = await api.get<ContactInboxMessage>(`staff/contact-messages/${row!.contactMessageId}`, {
      token: admin.token,
    });
    expect(opened.body.data.grievance?.reference).toBe(receipt.reference);

    // One acknowledgement, essential, with the reference, the due day and the officer.
    const mails = await mailTo('ravi.kumar@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ category: 'grievanceAcknowledgement', userId: null });
    expect(mails[0]!.subject).toContain(receipt.reference);
    expect(mails[0]!.textBody).toContain('Meera Iyer (grievance@edupath.test)');
    const dueDay = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(receipt.dueAt));
    expect(mails[0]!.textBody).toContain(dueDay);
  });

  it("a signed-in student's grievance carries her account's name and email, whatever the form says", async () => {
    const headers = newAddress();
    const answer = await api.post<GrievanceReceipt>('grievances', {
      token: student.token,
      headers,
      body: { name: 'Someone Else', email: 'someone@example.com', category: 'consent', message: 'Why?' },
    });
    expect(answer.status).toBe(201);
    const [row] = await stored(headers['x-forwarded-for']);
    expect(row).toMatchObject({
      userId: student.user.userId,
      name: student.user.name,
      email: student.user.email,
      category: 'consent',
    });
    expect(await mailTo('someone@example.com')).toHaveLength(0);
    const mails = await mailTo(student.user.email);
    expect(mails.filter((m) => m.category === 'grievanceAcknowledgement')).toHaveLength(1);
  });

  it('lists grievances alone by due date, the soonest first, apart from contact messages', async () => {
    const db = t.database.db;
    const now = Date.now();
    const [late, soon, contact] = await db
      .insert(contactMessages)
      .values([
        {
          name: 'A',
          email: 'a@example.com',
          subject: 'G',
          message: 'm',
          kind: 'grievance',
          category: 'other',
          dueAt: new Date(now + 80 * DAY),
        },
        {
          name: 'B',
          email: 'b@example.com',
          subject: 'G',
          message: 'm',
          kind: 'grievance',
          category: 'access',
          dueAt: new Date(now - 2 * DAY),
          createdAt: new Date(now - 92 * DAY),
        },
        { name: 'C', email: 'c@example.com', subject: 'Hello', message: 'm' },
      ])
      .returning();
    const ids = async (kind: string) =>
      (
        await api.get<ContactInboxPage>(`staff/contact-messages?kind=${kind}&pageSize=100`, {
          token: admin.token,
        })
      ).body.data.items.map((m) => m.contactMessageId);
    const grievances = await ids('grievance');
    expect(grievances).not.toContain(contact!.contactMessageId);
    expect(grievances.indexOf(soon!.contactMessageId)).toBeLessThan(
      grievances.indexOf(late!.contactMessageId),
    );
    const contacts = await ids('contact');
    expect(contacts).toContain(contact!.contactMessageId);
    expect(contacts).not.toContain(soon!.contactMessageId);
    expect(await ids('all')).toEqual(
      expect.arrayContaining([contact!.contactMessageId, soon!.contactMessageId]),
    );
    expect(
      (await api.get('staff/contact-messages?kind=spam', { token: admin.token })).body.errors,
    ).toHaveProperty('kind');
  });

  it('answering (handling) a grievance records when and by whom', async () => {
    const headers = newAddress();
    await api.post('grievances', { body: visitor, headers });
    const [row] = await stored(headers['x-forwarded-for']);
    const answered = await api.patch<ContactInboxMessage>(`staff/contact-messages/${row!.contactMessageId}`, {
      token: admin.token,
      body: { handled: true },
    });
    expect(answered.body.data.handledAt).not.toBeNull();
    expect(answered.body.data.handledBy?.userId).toBe(admin.user.userId);
  });

  it.each([
    [{}, { name: GRIEVANCE_MESSAGES.nameRequired, email: GRIEVANCE_MESSAGES.emailRequired }, true],
    [
      { category: 'other', message: 'Hi' },
      { name: GRIEVANCE_MESSAGES.nameRequired, email: GRIEVANCE_MESSAGES.emailRequired },
      false,
    ],
    [{ ...visitor, email: 'ravi at example' }, { email: GRIEVANCE_MESSAGES.emailInvalid }, false],
    [{ ...visitor, category: 'billing' }, { category: GRIEVANCE_MESSAGES.categoryRequired }, false],
    [{ ...visitor, category: undefined }, { category: GRIEVANCE_MESSAGES.categoryRequired }, false],
    [{ ...visitor, message: '   ' }, { message: GRIEVANCE_MESSAGES.messageRequired }, false],
    [
      { ...visitor, message: 'm'.repeat(5001) },
      { message: 'Message must be at most 5,000 characters' },
      false,
    ],
    [{ ...visitor, name: 'n'.repeat(101) }, { name: 'Name must be at most 100 characters' }, false],
  ])(
    'answers 400 with per-field messages for %j, storing and sending nothing',
    async (body, expected, schemaOnly) => {
      const headers = newAddress();
      const answer = await api.post('grievances', { body, headers });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toMatchObject(
        schemaOnly ? { category: GRIEVANCE_MESSAGES.categoryRequired } : expected,
      );
      expect(await stored(headers['x-forwarded-for'])).toHaveLength(0);
    },
  );

  it(`allows a visitor ${CONTACT_RATE_LIMIT.max} grievances per address, then 429 with a message`, async () => {
    const headers = newAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++)
      expect((await api.post('grievances', { body: visitor, headers })).status).toBe(201);
    const limited = await api.post('grievances', { body: visitor, headers });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(GRIEVANCE_MESSAGES.tooMany);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await stored(headers['x-forwarded-for'])).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect((await api.post('grievances', { body: visitor, headers: newAddress() })).status).toBe(201);
  });
});
