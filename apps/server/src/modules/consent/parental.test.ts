import {
  type AuthUser,
  CONSENT_NOTICE_VERSION,
  type ConsentState,
  UNDER_18_MESSAGES as M,
  PARENT_CONFIRMATION_REQUIRED,
  type ParentalStatus,
  type ParentLinkStatus,
  todayInIndia,
} from '@edupath/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, chats, emailOutbox, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { emitAck, socketPool } from '../../test/chat-factories';
import { addMember, createCommunity, createPost } from '../../test/communities-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { createTestPackage } from '../../test/packages-factories';

/** Under-18s (docs/accounts.md#under-18). */

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const password = 'violet-harbour-58';
let serial = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++serial}`;

/** The date of birth of someone `years` old today (their birthday a month ago). */
function bornYearsAgo(years: number) {
  const [y, m] = todayInIndia().split('-').map(Number) as [number, number];
  const month = m === 1 ? 12 : m - 1;
  const year = m === 1 ? y - years - 1 : y - years;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

const consents = (over: Record<string, unknown> = {}) => ({
  noticeVersion: CONSENT_NOTICE_VERSION,
  service: true,
  emails: false,
  statistics: false,
  marketing: false,
  ...over,
});

async function signUp(age: Record<string, unknown> | undefined, over: Record<string, unknown> = {}) {
  const email = `child-${unique()}@example.test`;
  const answer = await api.post<{ userId: number }>('auth/signup', {
    body: {
      name: 'Meera Iyer',
      email,
      password,
      confirmPassword: password,
      consents: consents({ age, ...over }),
    },
  });
  return { answer, email };
}

async function loginAs(email: string) {
  const answer = await api.post<{ accessToken: string; user: AuthUser }>('auth/login', {
    body: { email, password },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** A 17-year-old's account, signed in, with the parent's address. */
async function child() {
  const parentEmail = `parent-${unique()}@example.test`;
  const { answer, email } = await signUp({ adult: false, dateOfBirth: bornYearsAgo(17), parentEmail });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const session = await loginAs(email);
  return {
    userId: answer.body.data.userId,
    email,
    parentEmail,
    token: session.accessToken,
    user: session.user,
  };
}

/** The token of the latest confirmation link mailed to the parent, read from the outbox. */
async function mailedToken(parentEmail: string) {
  const mails = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, parentEmail), eq(emailOutbox.category, 'parentalConsent')));
  const latest = mails.sort((a, b) => b.mailId - a.mailId)[0];
  const token = latest?.textBody.match(/parent-consent\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${parentEmail}`);
  return { token, mail: latest!, count: mails.length };
}

describe('sign-up asks the age', () => {
  it('the tick makes an adult; a date of 18 or more years too; neither is refused on the field', async () => {
    const ticked = await signUp({ adult: true });
    expect(ticked.answer.status).toBe(201);
    const byDate = await signUp({ dateOfBirth: bornYearsAgo(19) });
    expect(byDate.answer.status).toBe(201);
    for (const { answer } of [ticked, byDate]) {
      const [row] = await t.database.db
        .select({ ageAnswer: users.ageAnswer, parentEmail: users.parentEmail })
        .from(users)
        .where(eq(users.userId, answer.body.data.userId));
      expect(row).toEqual({ ageAnswer: 'adult', parentEmail: null });
    }
    const { user } = await loginAs(ticked.email);
    expect(user.awaitingParent).toBe(false);

    const neither = await signUp({ adult: false });
    expect(neither.answer.status).toBe(400);
    expect(neither.answer.body.errors?.['consents.age.adult']).toBe(M.ageRequired);
    const future = await signUp({ dateOfBirth: '2999-01-01' });
    expect(future.answer.body.errors?.['consents.age.dateOfBirth']).toBe(M.dateOfBirthInFuture);
  });

  it('under 18 by the date needs a parent email that is not her own', async () => {
    const noParent = await signUp({ dateOfBirth: bornYearsAgo(17) });
    expect(noParent.answer.status).toBe(400);
    expect(noParent.answer.body.errors?.['consents.age.parentEmail']).toBe(M.parentEmailRequired);
    const email = `self-${unique()}@example.test`;
    const self = await api.post('auth/signup', {
      body: {
        name: 'Meera Iyer',
        email,
        password,
        confirmPassword: password,
        consents: consents({ age: { dateOfBirth: bornYearsAgo(16), parentEmail: email } }),
      },
    });
    expect(self.status).toBe(400);
    expect(self.body.errors?.['consents.age.parentEmail']).toBe(M.parentEmailIsYours);
    expect((await api.post('auth/login', { body: { email, password } })).status).toBe(401);
  });
});

describe("a child's account before the parent confirms", () => {
  it('browses and shortlists, but applying, chat images, posting, commenting, uploads and packages answer 403 with the code', async () => {
    const kid = await child();
    expect(kid.user.awaitingParent).toBe(true);
    const course = await createCourse(t.database.db);
    expect((await api.get('course/categories', { token: kid.token })).status).toBe(200);
    const shortlisted = await api.put(`shortlist/${course.courseId}`, { token: kid.token });
    expect(shortlisted.status).toBe(200);

    const community = await createCommunity(t.database.db);
    await addMember(t.database.db, community.communityId, kid.userId);
    const post = await createPost(t.database.db, { communityId: community.communityId, userId: kid.userId });
    const form = new FormData();
    form.append('postText', 'Hello');
    form.append('communityId', String(community.communityId));
    const pack = await createTestPackage(t.database.db);

    const refused = [
      await api.post('admission', { token: kid.token, body: { courseId: course.courseId } }),
      await api.post('community/post', { token: kid.token, raw: form }),
      await api.post('community/comment', { token: kid.token, body: { postId: post.postId, comment: 'Hi' } }),
      await api.post('chat/images', { token: kid.token, raw: new FormData() }),
      await api.post('admission/1/documents/transcript', { token: kid.token, raw: new FormData() }),
      await api.post('packageUserMapping/apply', { token: kid.token, body: { packageId: pack.packageId } }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(M.limited);
      expect((answer.body as { code?: string }).code).toBe(PARENT_CONFIRMATION_REQUIRED);
    }
  });

  it('her optional consents cannot be granted, at sign-up or later; withdrawing stays possible', async () => {
    const refused = await signUp(
      { dateOfBirth: bornYearsAgo(17), parentEmail: `p-${unique()}@example.test` },
      { statistics: true },
    );
    expect(refused.answer.status).toBe(400);
    expect(refused.answer.body.errors?.['consents.statistics']).toBe(M.childOptionalRefused);

    const kid = await child();
    for (const purpose of ['emails', 'statistics', 'marketing']) {
      const answer = await api.put(`account/consents/${purpose}`, {
        token: kid.token,
        body: { granted: true },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.granted).toBe(M.childOptionalRefused);
    }
    // Nor the optional emails one by one.
    const mail = await api.put('email/preferences', { token: kid.token, body: { reminders: true } });
    expect(mail.status).toBe(400);
    expect(mail.body.errors?.reminders).toBe(M.childOptionalRefused);
    expect(
      (await api.put('email/preferences', { token: kid.token, body: { reminders: false } })).status,
    ).toBe(200);
    const off = await api.put<ConsentState>('account/consents/marketing', {
      token: kid.token,
      body: { granted: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.choices).toMatchObject({ emails: false, statistics: false, marketing: false });
  });
});

describe("the parent's link", () => {
  it('is mailed to the parent, opens the account once, and is recorded in the ledger', async () => {
    const kid = await child();
    const { token, mail } = await mailedToken(kid.parentEmail);
    expect(mail.subject).toBe("Please confirm Meera Iyer's EduPath account");
    // Only its hash is stored.
    const stored = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, kid.userId));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const mine = await api.get<ParentalStatus>('account/parental-consent', { token: kid.token });
    expect(mine.body.data).toMatchObject({
      state: 'waiting',
      parentEmail: kid.parentEmail,
      confirmedAt: null,
    });
    const days =
      (Date.parse(mine.body.data.linkExpiresAt!) - Date.parse(mine.body.data.linkSentAt!)) / 86_400_000;
    expect(Math.round(days)).toBe(7);

    const status = await api.post<ParentLinkStatus>('parental-consent/status', { body: { token } });
    expect(status.body.data).toEqual({ status: 'usable', studentName: 'Meera' });

    const confirmed = await api.post<ParentLinkStatus>('parental-consent/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(M.confirmed);

    const session = await loginAs(kid.email);
    expect(session.user.awaitingParent).toBe(false);
    const course = await createCourse(t.database.db);
    const applied = await api.post('admission', { token: kid.token, body: { courseId: course.courseId } });
    expect(applied.status, JSON.stringify(applied.body)).toBeLessThan(300);

    const ledger = await api.get<ConsentState>('account/consents', { token: kid.token });
    expect(ledger.body.data.history[0]).toMatchObject({
      purpose: 'parental',
      granted: true,
      channel: 'emailLink',
      noticeVersion: CONSENT_NOTICE_VERSION,
    });
    // Confirmed, she is still a child: the optional consents stay off.
    const grant = await api.put('account/consents/emails', { token: kid.token, body: { granted: true } });
    expect(grant.status).toBe(400);

    const again = await api.post('parental-consent/confirm', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.errors?.token).toMatch(/already been used/);
    expect(
      (await api.post<ParentLinkStatus>('parental-consent/status', { body: { token } })).body.data,
    ).toEqual({
      status: 'used',
      studentName: null,
    });
  });

  it('an expired link, an older link after a resend, and an unknown one do not confirm', async () => {
    const kid = await child();
    const first = await mailedToken(kid.parentEmail);
    const corrected = `mum-${unique()}@example.test`;
    const resent = await api.post<ParentalStatus>('account/parental-consent/link', {
      token: kid.token,
      body: { parentEmail: corrected },
    });
    expect(resent.status).toBe(200);
    expect(resent.body.data.parentEmail).toBe(corrected);
    const older = await api.post('parental-consent/confirm', { body: { token: first.token } });
    expect(older.status).toBe(400);
    expect(older.body.errors?.token).toMatch(/expired/);

    const second = await mailedToken(corrected);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, kid.userId));
    expect(
      (await api.post<ParentLinkStatus>('parental-consent/status', { body: { token: second.token } })).body
        .data.status,
    ).toBe('expired');
    expect((await api.post('parental-consent/confirm', { body: { token: second.token } })).status).toBe(400);
    expect((await api.post('parental-consent/confirm', { body: { token: 'not-a-link' } })).status).toBe(400);
    expect((await api.post('admission', { token: kid.token, body: { courseId: 1 } })).status).toBe(403);
  });

  it("another signed-in user cannot use it to open her own account: it opens only the child's", async () => {
    const kid = await child();
    const other = await child();
    const { token } = await mailedToken(kid.parentEmail);
    const answer = await api.post('parental-consent/confirm', { token: other.token, body: { token } });
    expect(answer.status).toBe(200);
    expect((await loginAs(other.email)).user.awaitingParent).toBe(true);
    expect((await loginAs(kid.email)).user.awaitingParent).toBe(false);
  });

  it('resending is for a waiting child only, not to her own address, and limited in number', async () => {
    const adult = await signUp({ adult: true });
    const adultToken = (await loginAs(adult.email)).accessToken;
    const notChild = await api.post('account/parental-consent/link', {
      token: adultToken,
      body: { parentEmail: `p-${unique()}@example.test` },
    });
    expect(notChild.status).toBe(409);

    const kid = await child();
    const own = await api.post('account/parental-consent/link', {
      token: kid.token,
      body: { parentEmail: kid.email },
    });
    expect(own.status).toBe(400);
    expect(own.body.errors?.parentEmail).toBe(M.parentEmailIsYours);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await api.post('account/parental-consent/link', {
        token: kid.token,
        body: { parentEmail: kid.parentEmail },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('staff see the state', () => {
  it('admins and her advisor see waiting (masked address), then confirmed; another student cannot ask', async () => {
    const kid = await child();
    const admin = await signedIn(t.database.db, api, 'admin');
    const path = `staff/students/${kid.userId}/parental-consent`;
    const waiting = await api.get<ParentalStatus>(path, { token: admin.token });
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.state).toBe('waiting');
    expect(waiting.body.data.parentEmail).toMatch(/^p\*\*\*@example\.test$/);
    expect((await api.get(path, { token: kid.token })).status).toBe(403);

    const { token } = await mailedToken(kid.parentEmail);
    await api.post('parental-consent/confirm', { body: { token } });
    const confirmed = await api.get<ParentalStatus>(path, { token: admin.token });
    expect(confirmed.body.data.state).toBe('confirmed');
    expect(confirmed.body.data.confirmedAt).not.toBeNull();

    const adult = await signUp({ adult: true });
    const adultState = await api.get<ParentalStatus>(
      `staff/students/${adult.answer.body.data.userId}/parental-consent`,
      {
        token: admin.token,
      },
    );
    expect(adultState.body.data.state).toBe('adult');
    const advisor = await signedIn(t.database.db, api, 'advisor');
    // Not her advisor: not in scope.
    expect((await api.get(path, { token: advisor.token })).status).toBe(404);
  });
});

describe("the chat socket and Google's first notice follow the same rule", () => {
  it("a waiting child's socket cannot send; once her parent confirms, the same socket can", async () => {
    await signedIn(t.database.db, api, 'advisor');
    const kid = await child();
    const [chat] = await t.database.db.select().from(chats).where(eq(chats.studentId, kid.userId));
    expect(chat).toBeDefined();
    const sockets = socketPool();
    try {
      const socket = await sockets.connect(t.url, { token: kid.token });
      const refused = await emitAck(socket, 'sendMessage', { chatId: chat!.chatId, message: 'Hello' });
      expect(refused).toMatchObject({ ok: false, status: 403, message: M.limited });
      const { token } = await mailedToken(kid.parentEmail);
      await api.post('parental-consent/confirm', { body: { token } });
      const sent = await emitAck(socket, 'sendMessage', { chatId: chat!.chatId, message: 'Hello' });
      expect(sent).toMatchObject({ ok: true });
    } finally {
      sockets.closeAll();
    }
  });

  it("a Google account's first notice asks the age too: a child's parent gets the link", async () => {
    const student = await signedIn(t.database.db, api);
    await t.database.db
      .update(users)
      .set({ googleSub: `google-${student.user.userId}` })
      .where(eq(users.userId, student.user.userId));
    const parentEmail = `parent-${unique()}@example.test`;
    const refused = await api.post('account/consents', {
      token: student.token,
      body: consents({ marketing: true, age: { dateOfBirth: bornYearsAgo(16), parentEmail } }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.marketing).toBe(M.childOptionalRefused);
    const first = await api.post('account/consents', {
      token: student.token,
      body: consents({ age: { dateOfBirth: bornYearsAgo(16), parentEmail } }),
    });
    expect(first.status).toBe(201);
    expect((await mailedToken(parentEmail)).count).toBe(1);
    const mine = await api.get<ParentalStatus>('account/parental-consent', { token: student.token });
    expect(mine.body.data.state).toBe('waiting');
    expect((await api.post('admission', { token: student.token, body: { courseId: 1 } })).status).toBe(403);
  });
});
