import { randomBytes } from 'node:crypto';
import {
  type AccountDeletionState,
  type LoginResult,
  ACCOUNT_DELETION_MESSAGES as M,
  type StudentDeletionState,
} from '@edupath/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admissionApplications,
  applicationDocuments,
  calendarFeeds,
  chats,
  comments,
  consentEvents,
  contactMessages,
  emailOutbox,
  files,
  messages,
  notifications,
  packageApplications,
  payments,
  posts,
  sessions,
  shortlistItems,
  taxInvoices,
  users,
} from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { addMember, createCommunity, createPost } from '../../test/communities-factories';
import { createUser, login, signedIn, type TestUser } from '../../test/factories';
import { apiClient } from '../../test/http';
import { createTestPackage } from '../../test/packages-factories';
import { createFullProfile } from '../../test/profile-factories';
import { hashToken } from '../auth/index';
import { eraseIfDue, eraseOverdueAndPurge } from './index';

/** Deleting an account and erasing it (docs/privacy.md#deletion, #retention). */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const db = () => t.database.db;
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: T[] }).rows;

async function askToDelete(token: string, password?: string) {
  return api.post<AccountDeletionState>('account/deletion', { token, body: password ? { password } : {} });
}

describe('asking to delete her account', () => {
  it('needs her password; starts 14 days of grace, ends her other sessions, emails her and queues the erasure', async () => {
    const student = await createUser(db());
    const token = await login(api, student);
    const other = await login(api, student);

    const before = await api.get<AccountDeletionState>('account/deletion', { token });
    expect(before.body.data).toEqual({
      status: 'none',
      requestedAt: null,
      scheduledFor: null,
      confirmWith: 'password',
    });
    const missing = await askToDelete(token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.password).toBe(M.passwordRequired);
    const wrong = await askToDelete(token, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.password).toBe(M.passwordWrong);

    const asked = await askToDelete(token, student.password);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(M.requested);
    const { requestedAt, scheduledFor } = asked.body.data;
    expect(asked.body.data.status).toBe('pending');
    expect(new Date(scheduledFor!).getTime() - new Date(requestedAt!).getTime()).toBe(14 * DAY);
    expect((await askToDelete(token, student.password)).status).toBe(409);

    // This session stays (she sees the pending state and Cancel); the other one is signed out.
    expect((await api.get('auth/me', { token })).status).toBe(200);
    expect((await api.get('auth/me', { token: other })).status).toBe(401);

    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.userId, student.userId));
    expect(mail).toMatchObject({ toEmail: student.email, category: 'accountDeletion' });
    expect(mail!.textBody).toMatch(/Sign in before then and the deletion is cancelled/);

    const jobs = await rowsOf<{ data: { userId: number }; start_after: Date }>(
      sql`select data, start_after from pgboss.job where name = 'account.erase' and (data->>'userId')::int = ${student.userId}`,
    );
    expect(jobs).toHaveLength(1);
    const startsIn = new Date(jobs[0]!.start_after).getTime() - Date.now();
    expect(startsIn).toBeGreaterThan(14 * DAY - 60_000);
    expect(startsIn).toBeLessThan(14 * DAY + 60_000);
  });

  it('signing in during the grace period cancels it and says so; Cancel on /account does too', async () => {
    const student = await createUser(db());
    const token = await login(api, student);
    await askToDelete(token, student.password);

    const signIn = await api.post<LoginResult>('auth/login', {
      body: { email: student.email, password: student.password },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.deletionCancelled).toBe(true);
    expect((await api.get<AccountDeletionState>('account/deletion', { token })).body.data.status).toBe(
      'none',
    );
    const again = await api.post<LoginResult>('auth/login', {
      body: { email: student.email, password: student.password },
    });
    expect(again.body.data.deletionCancelled).toBeUndefined();

    // The first request's job still runs at its time and finds nothing to do.
    expect(await eraseIfDue(db(), t.app.events, student.userId, new Date(Date.now() + 15 * DAY))).toBe(
      'notDue',
    );

    await askToDelete(token, student.password);
    const cancelled = await api.delete<AccountDeletionState>('account/deletion', { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(M.cancelled);
    expect(cancelled.body.data.status).toBe('none');
    expect((await api.delete('account/deletion', { token })).status).toBe(409);
    const [row] = await db().select().from(users).where(eq(users.userId, student.userId));
    expect(row).toMatchObject({ name: student.name, email: student.email, erasedAt: null, isActive: true });
  });

  it('an account without a password (Google only) needs a sign-in within the last 10 minutes', async () => {
    const student = await createUser(db());
    await db()
      .update(users)
      .set({ passwordHash: null, googleSub: `g-${student.userId}` })
      .where(eq(users.userId, student.userId));
    const sessionAt = async (minutesAgo: number) => {
      const token = randomBytes(32).toString('base64url');
      await db()
        .insert(sessions)
        .values({
          sessionId: hashToken(token),
          userId: student.userId,
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
          expiresAt: new Date(Date.now() + DAY),
        });
      return token;
    };
    const old = await sessionAt(11);
    expect(
      (await api.get<AccountDeletionState>('account/deletion', { token: old })).body.data.confirmWith,
    ).toBe('recentSignIn');
    const refused = await askToDelete(old);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.signInAgain);
    const recent = await sessionAt(2);
    expect((await askToDelete(recent)).status).toBe(200);
    // Her older session is among the others that were signed out.
    expect((await api.get('auth/me', { token: old })).status).toBe(401);
  });
});

describe('who may delete and who sees it', () => {
  it('a student only herself; advisors neither; admins see the state and cannot start or stop it', async () => {
    const student = await createUser(db());
    const token = await login(api, student);
    const otherStudent = await signedIn(db(), api);
    const advisor = await signedIn(db(), api, 'advisor');
    const admin = await signedIn(db(), api, 'admin');

    expect((await api.get('account/deletion')).status).toBe(401);
    expect((await api.post('account/deletion', { body: {} })).status).toBe(401);
    for (const staff of [advisor, admin]) {
      expect((await api.get('account/deletion', { token: staff.token })).status).toBe(403);
      expect((await askToDelete(staff.token, staff.user.password)).status).toBe(403);
      expect((await api.delete('account/deletion', { token: staff.token })).status).toBe(403);
    }
    // Another student's request deletes her own account, never this one.
    await askToDelete(otherStudent.token, otherStudent.user.password);
    await askToDelete(token, student.password);

    const path = `staff/students/${student.userId}/deletion`;
    expect((await api.get(path)).status).toBe(401);
    expect((await api.get(path, { token: otherStudent.token })).status).toBe(403);
    expect((await api.get(path, { token: advisor.token })).status).toBe(403);
    const seen = await api.get<StudentDeletionState>(path, { token: admin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ status: 'pending', erasedAt: null });
    expect(seen.body.data.scheduledFor).not.toBeNull();
    expect(
      (await api.get(`staff/students/${advisor.user.userId}/deletion`, { token: admin.token })).status,
    ).toBe(404);
    expect((await api.get('staff/students/abc/deletion', { token: admin.token })).status).toBe(400);
    // No console route starts or cancels a student's deletion.
    expect((await api.post(path, { token: admin.token, body: {} })).status).toBe(404);
    expect((await api.delete(path, { token: admin.token })).status).toBe(404);
  });
});

/** Every text and jsonb column of every table, in every schema the app writes to. */
async function textColumns() {
  return rowsOf<{ table_schema: string; table_name: string; column_name: string }>(sql`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where t.table_type = 'BASE TABLE' and c.table_schema in ('public', 'pgboss')
      and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json')
    order by 1, 2, 3`);
}

/** Where each string still appears: `schema.table.column` for each column holding it. */
async function whereFound(needles: string[]) {
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of await textColumns()) {
    for (const needle of needles) {
      const [hit] = await rowsOf<{ n: number }>(sql`
        select count(*)::int as n from ${sql.identifier(table_schema)}.${sql.identifier(table_name)}
        where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`);
      if (hit!.n > 0) found.push(`${table_schema}.${table_name}.${column_name}: ${needle}`);
    }
  }
  return found;
}

async function insertFile(ownerId: number) {
  const fileId = `${randomBytes(8).toString('hex')}.webp`;
  await db()
    .insert(files)
    .values({
      fileId,
      ownerId,
      contentType: 'image/webp',
      byteSize: 3,
      width: 1,
      height: 1,
      data: Buffer.from('abc'),
    });
  return fileId;
}

describe('when the grace period ends', () => {
  it('erases her: no table holds her name, email or phone (bar the tax invoice the law keeps) and her files are gone', async () => {
    const tag = randomBytes(4).toString('hex');
    const name = `Zoya Quartermaine ${tag}`;
    const email = `zoya-${tag}@example.test`;
    const phone = `+91 98${String(Date.now()).slice(-8)}`;
    const student: TestUser = await createUser(db(), { name, email });
    const token = await login(api, student);
    const advisor = await createUser(db(), { role: 'advisor' });
    const neighbour = await createUser(db());
    const course = await createCourse(db());

    // Everything a busy student leaves behind.
    await createFullProfile(db(), student.userId);
    const parentEmail = `parent-${tag}@example.test`;
    await db()
      .update(users)
      .set({
        phone,
        parentEmail,
        dateOfBirth: '2009-05-01',
        profileImage: `/files/${await insertFile(student.userId)}`,
      })
      .where(eq(users.userId, student.userId));
    await api.put('account/consents/statistics', { token, body: { granted: true } });
    await db().insert(shortlistItems).values({ userId: student.userId, courseId: course.courseId });
    await db()
      .insert(calendarFeeds)
      .values({ userId: student.userId, tokenHash: `feed-${tag}` });
    const [application] = await db()
      .insert(admissionApplications)
      .values({ userId: student.userId, courseId: course.courseId, remark: `Call ${name} on ${phone}` })
      .returning();
    await db()
      .insert(applicationDocuments)
      .values({
        admissionApplicationId: application!.admissionApplicationId,
        kind: 'passport',
        status: 'uploaded',
        fileName: `${name} passport.pdf`,
        contentType: 'application/pdf',
        byteSize: 3,
        data: Buffer.from('pdf'),
        uploadedAt: new Date(),
      });
    const chatImage = await insertFile(student.userId);
    const [chat] = await db()
      .insert(chats)
      .values({ studentId: student.userId, advisorId: advisor.userId })
      .returning();
    await db()
      .insert(messages)
      .values([
        {
          chatId: chat!.chatId,
          senderId: student.userId,
          message: `Hi, this is ${name}, mail me at ${email}`,
          image: `/files/${chatImage}`,
        },
        { chatId: chat!.chatId, senderId: advisor.userId, message: `Thanks ${name}, your SOP looks good` },
      ]);
    await db()
      .insert(notifications)
      .values([
        { userId: student.userId, type: 'message', message: `Hello ${name}` },
        {
          userId: advisor.userId,
          senderId: student.userId,
          type: 'message',
          message: `New message from ${name}`,
        },
      ]);
    const community = await createCommunity(db());
    await addMember(db(), community.communityId, student.userId);
    const answered = await createPost(db(), {
      communityId: community.communityId,
      userId: student.userId,
      postText: `I am ${name}, any tips for Germany?`,
      postImage: `/files/${await insertFile(student.userId)}`,
    });
    const unanswered = await createPost(db(), {
      communityId: community.communityId,
      userId: student.userId,
      postText: 'Nobody answered this one',
    });
    await db()
      .insert(comments)
      .values({ postId: answered.postId, userId: neighbour.userId, comment: 'Start with the DAAD database' });
    const neighbourPost = await createPost(db(), {
      communityId: community.communityId,
      userId: neighbour.userId,
    });
    const [repliedTo] = await db()
      .insert(comments)
      .values({ postId: neighbourPost.postId, userId: student.userId, comment: 'Same question here' })
      .returning();
    await db()
      .insert(comments)
      .values([
        {
          postId: neighbourPost.postId,
          userId: neighbour.userId,
          parentCommentId: repliedTo!.commentId,
          comment: 'Glad it helps',
        },
        { postId: neighbourPost.postId, userId: student.userId, comment: 'A lonely comment' },
      ]);
    const like = await api.post('community/toggleLike', { token, body: { postId: neighbourPost.postId } });
    expect(like.status).toBe(200);
    await db()
      .insert(contactMessages)
      .values({ name, email, subject: 'Question', message: `From ${name}` });
    await db()
      .insert(emailOutbox)
      .values({
        userId: advisor.userId,
        toEmail: advisor.email,
        category: 'chatMessages',
        subject: `${name} wrote to you`,
        textBody: `${name} sent a message`,
        htmlBody: `<p>${name} sent a message</p>`,
        messageId: `<${tag}@edupath.test>`,
      });
    await db()
      .insert(emailOutbox)
      .values({
        userId: null,
        toEmail: parentEmail,
        category: 'parentalConsent',
        subject: `Confirm ${name}'s account`,
        textBody: 'Please confirm',
        htmlBody: '<p>Please confirm</p>',
        messageId: `<parent-${tag}@edupath.test>`,
      });
    const pkg = await createTestPackage(db());
    const [paidApplication] = await db()
      .insert(packageApplications)
      .values({
        packageId: pkg.packageId,
        userId: student.userId,
        amount: 9999,
        remark: `Prefers calls on ${phone}`,
      })
      .returning();
    const [payment] = await db()
      .insert(payments)
      .values({
        packageApplicationId: paidApplication!.packageApplicationId,
        provider: 'manual',
        amountPaise: 999_900,
        status: 'paid',
        paidAt: new Date(),
        reference: 'UPI-1',
      })
      .returning();
    await db()
      .insert(taxInvoices)
      .values({
        paymentId: payment!.paymentId,
        invoiceNumber: `T-${tag}`,
        financialYear: '2026-27',
        sequence: Number.parseInt(tag, 16) % 1_000_000,
        issuedAt: new Date(),
        details: { recipient: { name, email, stateCode: '29' } },
        rateBasisPoints: 1800,
        totalPaise: 999_900,
        taxablePaise: 847_373,
        cgstPaise: 76_264,
        sgstPaise: 76_263,
        igstPaise: 0,
      });
    await db()
      .insert(packageApplications)
      .values({ packageId: (await createTestPackage(db())).packageId, userId: student.userId, amount: 9999 });

    expect((await whereFound([name, email, phone, parentEmail])).length).toBeGreaterThan(10);
    await askToDelete(token, student.password);
    expect(await eraseIfDue(db(), t.app.events, student.userId, new Date(Date.now() + 13 * DAY))).toBe(
      'notDue',
    );

    const erasedAt = new Date(Date.now() + 14 * DAY + 60_000);
    expect(await eraseIfDue(db(), t.app.events, student.userId, erasedAt)).toBe('erased');
    expect(await eraseIfDue(db(), t.app.events, student.userId, erasedAt)).toBe('notDue');

    // Her name stays only on the tax invoice, as issued (docs/privacy.md#retention); her email
    // and phone nowhere.
    expect(await whereFound([name, email, phone, parentEmail])).toEqual([
      `public.tax_invoices.details: ${name}`,
    ]);
    expect(await db().select().from(files).where(eq(files.ownerId, student.userId))).toEqual([]);
    expect(
      await db().select().from(admissionApplications).where(eq(admissionApplications.userId, student.userId)),
    ).toEqual([]);
    expect(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(applicationDocuments)
          .where(eq(applicationDocuments.admissionApplicationId, application!.admissionApplicationId))
      )[0]!.n,
    ).toBe(0);

    // What the retention table keeps, without her.
    const [tombstone] = await db().select().from(users).where(eq(users.userId, student.userId));
    expect(tombstone).toMatchObject({
      dateOfBirth: null,
      parentEmail: null,
      name: 'Deleted user',
      phone: null,
      passwordHash: null,
      isActive: false,
      profileImage: null,
    });
    expect(tombstone!.email).toBe(`erased-${student.userId}@erased.invalid`);
    expect(
      (await db().select().from(posts).where(eq(posts.userId, student.userId))).map((p) => [
        p.postId,
        p.postText,
        p.postImage,
      ]),
    ).toEqual([[answered.postId, 'I am [removed], any tips for Germany?', null]]);
    expect(unanswered.postId).not.toBe(answered.postId);
    expect(
      (await db().select().from(comments).where(eq(comments.userId, student.userId))).map((c) => c.comment),
    ).toEqual(['Same question here']);
    expect(
      (await db().select().from(messages).where(eq(messages.chatId, chat!.chatId))).map((m) => [
        m.message,
        m.image,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Hi, this is [removed], mail me at [removed]', null],
        ['Thanks [removed], your SOP looks good', null],
      ]),
    );
    expect(
      (
        await db().select().from(packageApplications).where(eq(packageApplications.userId, student.userId))
      ).map((a) => a.remark),
    ).toEqual([null]);
    const ledger = await db().select().from(consentEvents).where(eq(consentEvents.userId, student.userId));
    expect(ledger.filter((e) => !e.granted && e.purpose === 'statistics')).toHaveLength(1);
    expect(await db().select().from(sessions).where(eq(sessions.userId, student.userId))).toEqual([]);
    const [liked] = await rowsOf<{ total_likes: number }>(
      sql`select total_likes from posts where post_id = ${neighbourPost.postId}`,
    );
    expect(liked?.total_likes).toBe(0);

    // She is unknown to sign-in; the admin's console shows a tombstone.
    expect((await api.post('auth/login', { body: { email, password: student.password } })).status).toBe(401);
    const admin = await signedIn(db(), api, 'admin');
    const seen = await api.get<StudentDeletionState>(`staff/students/${student.userId}/deletion`, {
      token: admin.token,
    });
    expect(seen.body.data).toMatchObject({ status: 'erased', erasedAt: erasedAt.toISOString() });

    // The chat is kept 6 months, the consent ledger 12, then the clean-up removes them.
    const months = (n: number) => new Date(erasedAt.getTime() + n * 31 * DAY);
    expect(await eraseOverdueAndPurge(db(), t.app.events, months(5))).toMatchObject({
      chats: 0,
      consentEvents: 0,
    });
    expect(await eraseOverdueAndPurge(db(), t.app.events, months(6))).toMatchObject({
      chats: 1,
      consentEvents: 0,
    });
    expect(await db().select().from(messages).where(eq(messages.chatId, chat!.chatId))).toEqual([]);
    expect((await eraseOverdueAndPurge(db(), t.app.events, months(12))).consentEvents).toBe(ledger.length);
  }, 60_000);

  it("the clean-up's sweep erases an account whose grace is over even if its job was lost", async () => {
    const student = await createUser(db());
    await db()
      .update(users)
      .set({
        deletionRequestedAt: new Date(Date.now() - 15 * DAY),
        deletionScheduledFor: new Date(Date.now() - DAY),
      })
      .where(eq(users.userId, student.userId));
    expect((await eraseOverdueAndPurge(db(), t.app.events)).erased).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(users).where(eq(users.userId, student.userId));
    expect(row!.erasedAt).not.toBeNull();
    expect(row!.name).toBe('Deleted user');
  });
});

describe('the durable job', () => {
  it('erases her through the queue when the grace period ends, and not before', async () => {
    // Its own server, with the testing grace period (.test addresses only: docs/privacy.md).
    const quick = await startTestApp({
      ACCOUNT_DELETION_TEST_GRACE_SECONDS: '2',
      JOBS_POLL_INTERVAL_SECONDS: '0.5',
    });
    try {
      const quickApi = apiClient(quick.url);
      const student = await createUser(quick.database.db);
      const token = await login(quickApi, student);
      const asked = await quickApi.post<AccountDeletionState>('account/deletion', {
        token,
        body: { password: student.password },
      });
      const { requestedAt, scheduledFor } = asked.body.data;
      expect(new Date(scheduledFor!).getTime() - new Date(requestedAt!).getTime()).toBe(2000);
      const erasedAt = async () =>
        (await quick.database.db.select().from(users).where(eq(users.userId, student.userId)))[0]!.erasedAt;
      expect(await erasedAt()).toBeNull();
      await expect.poll(erasedAt, { timeout: 15_000, interval: 250 }).not.toBeNull();
      expect((await erasedAt())!.getTime()).toBeGreaterThanOrEqual(new Date(scheduledFor!).getTime());
    } finally {
      await quick.close();
    }
  }, 60_000);
});
