import {
  type AdmissionApplication,
  type EmailPreferences,
  NOTIFICATION_TYPES,
  type OutboxPage,
  type UnsubscribeCheck,
  type UnsubscribeResult,
} from '@edupath/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { seedMilestones } from '../../seed/milestones';
import { startTestApp, type TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { assignStudent } from '../../test/console-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { linkIn, startTestSmtp, tokenOf } from '../../test/smtp';
import { notify } from '../notifications/index';

/**
 * Email delivery (docs/email.md): mail written with the change, sent by a job over real SMTP
 * (a server started here), the student's preferences and one-click unsubscribe, and the admins'
 * outbox. Crash and two-instance tests: src/jobs.process.test.ts.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    JOBS_POLL_INTERVAL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
  });
  api = apiClient(t.url);
  await seedMilestones(t.database.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const verify = (userId: number) =>
  db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.userId, userId));
const outboxOf = (toEmail: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toEmail, toEmail));
const jobCount = async (mailId: number) => {
  const result = await db().execute(
    sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and (data->>'mailId')::int = ${mailId}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
};

async function verifiedStudentWithAdvisor() {
  const advisor = await signedIn(db(), api, 'advisor');
  const student = await signedIn(db(), api);
  await verify(student.user.userId);
  await assignStudent(db(), student.user.userId, advisor.user.userId);
  return { advisor, student };
}

describe('application status emails', () => {
  it("sends the advisor's decision with their note over SMTP, with working unsubscribe and preference links", async () => {
    const { advisor, student } = await verifiedStudentWithAdvisor();
    const course = await createCourse(db());
    const applied = await api.post<AdmissionApplication>('admission', {
      token: student.token,
      body: { courseId: course.courseId },
    });
    const id = applied.body.data.admissionApplicationId;
    const changed = await api.patch(`staff/applications/${id}/status`, {
      token: advisor.token,
      body: { status: 'Under Review', remark: 'We asked the university about your transcript.' },
    });
    expect(changed.status).toBe(200);

    const [mail] = await smtp.waitFor(1, student.user.email);
    expect(mail!.subject).toBe(
      `Your application to ${course.universityName}: ${course.courseName} is under review`,
    );
    expect(mail!.text).toContain('is now under review');
    expect(mail!.text).toContain('We asked the university about your transcript.');
    expect(mail!.html).toContain('EduPath');
    expect(linkIn(mail!.text, `/applications/${id}`)).toBeTruthy();
    expect(mail!.text).toContain('/email-preferences');
    // The List-Unsubscribe header names the one-click endpoint with the link's token, and
    // List-Unsubscribe-Post says it takes RFC 8058's one-click POST.
    const unsubscribe = linkIn(mail!.text, '/unsubscribe');
    // (The parser folds List-* headers into one 'list' object.)
    const list = mail!.headers.get('list') as {
      unsubscribe: { url: string };
      'unsubscribe-post': { name: string };
    };
    expect(list.unsubscribe.url).toContain(
      `/api/v1/email/unsubscribe/one-click?token=${tokenOf(unsubscribe)}`,
    );
    expect(list['unsubscribe-post'].name).toBe('List-Unsubscribe=One-Click');

    // The outbox row is marked sent, and keeps no working token.
    const [row] = await outboxOf(student.user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, category: 'applicationUpdates' });
    expect(row!.textBody).not.toContain(tokenOf(unsubscribe));
    expect(row!.unsubscribeTokenHash).not.toBe(tokenOf(unsubscribe));

    // Opening the link only asks what it would stop: the category is still on.
    const check = await api.post<UnsubscribeCheck>('email/unsubscribe/check', {
      body: { token: tokenOf(unsubscribe) },
    });
    expect(check.body.data).toEqual({
      category: 'applicationUpdates',
      email: student.user.email,
      subscribed: true,
    });
    expect(
      (await api.get<EmailPreferences>('email/preferences', { token: student.token })).body.data,
    ).toMatchObject({ applicationUpdates: true });
    expect((await api.post('email/unsubscribe/check', { body: { token: 'nope' } })).body.errors).toEqual({
      token: 'This unsubscribe link is not valid.',
    });

    // The mail client's one click (RFC 8058): a form post to the header's address, no sign-in.
    const oneClick = new URL(list.unsubscribe.url);
    const path = oneClick.pathname.replace(/^\//, '') + oneClick.search;
    const wrongBody = await fetch(new URL(path, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=Maybe',
    });
    expect(wrongBody.status).toBe(400);
    expect(((await wrongBody.json()) as { errors: Record<string, string> }).errors).toHaveProperty(
      'List-Unsubscribe',
    );
    const done = await fetch(new URL(path, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { data: UnsubscribeResult }).data).toEqual({
      category: 'applicationUpdates',
      email: student.user.email,
    });
    // The page's button does the same, and says so again.
    const again = await api.post<UnsubscribeResult>('email/unsubscribe', {
      body: { token: tokenOf(unsubscribe) },
    });
    expect(again.status).toBe(200);
    expect(
      (await api.post<UnsubscribeCheck>('email/unsubscribe/check', { body: { token: tokenOf(unsubscribe) } }))
        .body.data.subscribed,
    ).toBe(false);
    const prefs = await api.get<EmailPreferences>('email/preferences', { token: student.token });
    expect(prefs.body.data).toMatchObject({ applicationUpdates: false, chatMessages: true });
    await api.patch(`staff/applications/${id}/status`, {
      token: advisor.token,
      body: { status: 'Accepted' },
    });
    expect(await outboxOf(student.user.email)).toHaveLength(1);
  });

  it('refuses an unsubscribe token that was never sent', async () => {
    const answer = await api.post('email/unsubscribe', { body: { token: 'not-a-real-token' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.token).toBeTruthy();
  });
});

describe('which notifications send an email', () => {
  const notifyIn = (userId: number, type: string, message: string, link = '/chat') =>
    inTransaction(db(), t.app.events, (uow) =>
      notify(uow, { userId, type: type as typeof NOTIFICATION_TYPES.chatMessage, message, link }),
    );

  it("sends at most one email per chat per hour for an advisor's messages while the student is away", async () => {
    const { student } = await verifiedStudentWithAdvisor();
    await notifyIn(student.user.userId, NOTIFICATION_TYPES.chatMessage, 'New message from Arjun');
    await notifyIn(student.user.userId, NOTIFICATION_TYPES.chatMessage, 'New message from Arjun');
    await notifyIn(student.user.userId, NOTIFICATION_TYPES.chatMessage, 'New message from Arjun');
    const rows = await outboxOf(student.user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.category).toBe('chatMessages');
    // An hour later (the first mail moved back in time), the next message sends one again.
    await db()
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(emailOutbox.mailId, rows[0]!.mailId));
    await notifyIn(student.user.userId, NOTIFICATION_TYPES.chatMessage, 'New message from Arjun');
    expect(await outboxOf(student.user.email)).toHaveLength(2);
  });

  it('sends nothing to an unverified address, to staff, for broadcasts, or for a turned-off category', async () => {
    const unverified = await signedIn(db(), api);
    await notifyIn(unverified.user.userId, NOTIFICATION_TYPES.applicationStatus, 'x', '/applications/1');
    expect(await outboxOf(unverified.user.email)).toHaveLength(0);

    const advisor = await signedIn(db(), api, 'advisor');
    await verify(advisor.user.userId);
    await notifyIn(advisor.user.userId, NOTIFICATION_TYPES.chatMessage, 'x', '/admin/chats/1');
    expect(await outboxOf(advisor.user.email)).toHaveLength(0);

    const { student } = await verifiedStudentWithAdvisor();
    await notifyIn(student.user.userId, NOTIFICATION_TYPES.broadcast, 'hello all');
    expect(await outboxOf(student.user.email)).toHaveLength(0);

    const saved = await api.put<EmailPreferences>('email/preferences', {
      token: student.token,
      body: { communityReplies: false },
    });
    expect(saved.body.data).toEqual({
      applicationUpdates: true,
      chatMessages: true,
      reminders: true,
      communityReplies: false,
    });
    await notifyIn(
      student.user.userId,
      NOTIFICATION_TYPES.commentReply,
      'Asha replied',
      '/communities?community=1',
    );
    expect(await outboxOf(student.user.email)).toHaveLength(0);
    await notifyIn(student.user.userId, NOTIFICATION_TYPES.applicationStatus, 'changed', '/applications/9');
    expect(await outboxOf(student.user.email)).toHaveLength(1);
  });

  it('writes neither the mail nor its job when the change rolls back', async () => {
    const { student } = await verifiedStudentWithAdvisor();
    await expect(
      inTransaction(db(), t.app.events, async (uow) => {
        await notify(uow, {
          userId: student.user.userId,
          type: NOTIFICATION_TYPES.applicationStatus,
          message: 'never happened',
          link: '/applications/1',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxOf(student.user.email)).toHaveLength(0);
    const jobs = await db().execute(
      sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and created_on > now() - interval '1 minute' and not exists (select 1 from email_outbox o where o.mail_id = (data->>'mailId')::int)`,
    );
    expect((jobs as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);

    // The same change committed: one mail, one job.
    await inTransaction(db(), t.app.events, (uow) =>
      notify(uow, {
        userId: student.user.userId,
        type: NOTIFICATION_TYPES.applicationStatus,
        message: 'happened',
        link: '/applications/1',
      }),
    );
    const [row] = await outboxOf(student.user.email);
    expect(await jobCount(row!.mailId)).toBe(1);
  });

  it('tries again with backoff when the mail server refuses for a while, and sends once', async () => {
    const { student } = await verifiedStudentWithAdvisor();
    smtp.refuseNext(2, student.user.email);
    await notifyIn(student.user.userId, NOTIFICATION_TYPES.applicationStatus, 'retry me', '/applications/3');
    const mails = await smtp.waitFor(1, student.user.email, 30_000);
    expect(smtp.attempts.filter((a) => a === student.user.email)).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.filter((m) => m.to === student.user.email)).toHaveLength(1);
    expect(mails[0]!.text).toContain('retry me');
    const [row] = await outboxOf(student.user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });
});

describe('GET /staff/outbox', () => {
  it('is for admins only: visitor 401, student 403, advisor 403, admin 200', async () => {
    const student = await signedIn(db(), api);
    const advisor = await signedIn(db(), api, 'advisor');
    const admin = await signedIn(db(), api, 'admin');
    expect((await api.get('staff/outbox')).status).toBe(401);
    expect((await api.get('staff/outbox', { token: student.token })).status).toBe(403);
    expect((await api.get('staff/outbox', { token: advisor.token })).status).toBe(403);
    const answer = await api.get<OutboxPage>('staff/outbox', { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.smtpConfigured).toBe(true);
  });

  it('lists mail newest first, filtered by status and recipient, and refuses a bad filter', async () => {
    const admin = await signedIn(db(), api, 'admin');
    const { student } = await verifiedStudentWithAdvisor();
    await inTransaction(db(), t.app.events, (uow) =>
      notify(uow, {
        userId: student.user.userId,
        type: NOTIFICATION_TYPES.applicationStatus,
        message: 'for the outbox',
        link: '/applications/5',
      }),
    );
    await smtp.waitFor(1, student.user.email);
    const answer = await api.get<OutboxPage>(
      `staff/outbox?status=sent&to=${encodeURIComponent(student.user.email)}`,
      { token: admin.token },
    );
    expect(answer.body.data.items).toHaveLength(1);
    expect(answer.body.data.items[0]).toMatchObject({ toEmail: student.user.email, status: 'sent' });
    expect(answer.body.data.items[0]!.textBody).toContain('for the outbox');
    const bad = await api.get('staff/outbox?status=lost', { token: admin.token });
    expect(bad.status).toBe(400);
  });

  it('preferences are for students: visitor 401, advisor 403', async () => {
    const advisor = await signedIn(db(), api, 'advisor');
    expect((await api.get('email/preferences')).status).toBe(401);
    expect((await api.get('email/preferences', { token: advisor.token })).status).toBe(403);
    expect((await api.put('email/preferences', { token: advisor.token, body: {} })).status).toBe(403);
  });
});

describe('without SMTP', () => {
  it('keeps every email in the outbox as held, says so in the log, and the admin reads it there', async () => {
    const lines: string[] = [];
    const plain = await startTestApp(
      { JOBS_POLL_INTERVAL_SECONDS: '0.5', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      expect(lines.join('')).toContain('No SMTP server configured');
      const papi = apiClient(plain.url);
      const signup = await papi.post('auth/signup', {
        body: {
          name: 'Held Student',
          email: 'held@example.test',
          password: 'orchid-lantern-93',
          confirmPassword: 'orchid-lantern-93',
        },
      });
      expect(signup.status).toBe(201);
      const admin = await signedIn(plain.database.db, papi, 'admin');
      const deadline = Date.now() + 15_000;
      let page: OutboxPage | undefined;
      while (Date.now() < deadline) {
        page = (await papi.get<OutboxPage>('staff/outbox', { token: admin.token })).body.data;
        if (page.items[0]?.status === 'held') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(page!.smtpConfigured).toBe(false);
      expect(page!.items[0]).toMatchObject({
        toEmail: 'held@example.test',
        status: 'held',
        category: 'verification',
      });
      // A held mail keeps its link: on a demo install the outbox is where it is read.
      expect(tokenOf(linkIn(page!.items[0]!.textBody, '/verify-email'))).not.toBe('');
    } finally {
      await plain.close();
    }
  });
});
