import {
  AUTH_MESSAGES,
  type AuthUser,
  type Invitation,
  type LoginResult,
  STAFF_ACCOUNT_MESSAGES as M,
  PASSWORD_CHANGE_REQUIRED,
  type StaffAccountChange,
  type StaffAccountPage,
  type StaffAccountWithCredential,
} from '@edupath/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chats, emailOutbox, sessions, staffInvitations } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { connectSocket, disconnection, socketPool } from '../../test/chat-factories';
import { studentOf } from '../../test/console-factories';
import { createUser, login, signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { temporaryPassword } from './staff-accounts.service';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Awaited<ReturnType<typeof signedIn>>;
const sockets = socketPool();
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  admin = await signedIn(db(), api, 'admin');
});
afterEach(() => sockets.closeAll());
afterAll(() => t.close());

const STRONG = 'violet-harbour-lantern-93';
let counter = 0;
const newEmail = () => `staff-${Date.now().toString(36)}-${counter++}@edupath.test`;

async function create(
  role: 'advisor' | 'admin',
  method: 'invitation' | 'temporaryPassword',
  name = 'Meera Iyer',
) {
  const answer = await api.post<StaffAccountWithCredential>('staff/accounts', {
    token: admin.token,
    body: { name, email: newEmail(), role, method },
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

const tokenOf = (invitePath: string) => invitePath.split('/').pop()!;

async function auditOf(userId: number) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'account'), eq(auditLog.entityId, String(userId))))
    .orderBy(auditLog.auditId);
}

describe('who may manage accounts: visitors 401, students and advisors 403, admins', () => {
  it('answers every account endpoint by role', async () => {
    const student = await signedIn(db(), api, 'student');
    const advisor = await signedIn(db(), api, 'advisor');
    const target = await createUser(db(), { role: 'advisor' });
    const id = target.userId;
    const calls: Array<[string, (token?: string) => Promise<{ status: number }>, number]> = [
      ['GET /staff/accounts', (token) => api.get('staff/accounts', { token }), 200],
      [
        'POST /staff/accounts',
        (token) =>
          api.post('staff/accounts', {
            token,
            body: { name: 'New Advisor', email: newEmail(), role: 'advisor', method: 'invitation' },
          }),
        201,
      ],
      [
        'POST reset-password',
        (token) => api.post(`staff/accounts/${id}/reset-password`, { token, body: { method: 'invitation' } }),
        200,
      ],
      [
        'PATCH role',
        (token) => api.patch(`staff/accounts/${id}/role`, { token, body: { role: 'advisor' } }),
        200,
      ],
      ['POST deactivate', (token) => api.post(`staff/accounts/${id}/deactivate`, { token, body: {} }), 200],
      ['POST reactivate', (token) => api.post(`staff/accounts/${id}/reactivate`, { token }), 200],
    ];
    for (const [name, call, adminStatus] of calls) {
      expect([name, (await call()).status]).toEqual([name, 401]);
      expect([name, (await call(student.token)).status]).toEqual([name, 403]);
      expect([name, (await call(advisor.token)).status]).toEqual([name, 403]);
      expect([name, (await call(admin.token)).status]).toEqual([name, adminStatus]);
    }
  });

  it('an unknown account, or a student, is 404; bad input is 400 with the field', async () => {
    const student = await createUser(db(), { role: 'student' });
    for (const userId of [2_000_000, student.userId]) {
      const answer = await api.post(`staff/accounts/${userId}/reset-password`, {
        token: admin.token,
        body: { method: 'temporaryPassword' },
      });
      expect(answer.status).toBe(404);
    }
    const bad = await api.post('staff/accounts', {
      token: admin.token,
      body: { name: '', email: 'nope', role: 'student', method: 'email' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: AUTH_MESSAGES.nameRequired,
      email: AUTH_MESSAGES.signupEmailInvalid,
      role: M.roleRequired,
      method: M.methodRequired,
    });
    const taken = await api.post('staff/accounts', {
      token: admin.token,
      body: { name: 'Dup', email: admin.user.email.toUpperCase(), role: 'advisor', method: 'invitation' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: AUTH_MESSAGES.emailTaken });
  });
});

describe('an invitation link', () => {
  it('lets the invitee choose a password once, then sign in; it is audited and stored only hashed', async () => {
    const { account, credential } = await create('advisor', 'invitation');
    expect(account).toMatchObject({ role: 'advisor', status: 'invited', mustChangePassword: false });
    if (credential.method !== 'invitation') throw new Error('expected an invitation');
    expect(credential.invitePath).toMatch(/^\/admin\/invite\/[\w-]{40,}$/);
    expect(account.invitationExpiresAt).toBe(credential.expiresAt);
    const hours = (Date.parse(credential.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const token = tokenOf(credential.invitePath);
    const stored = await db()
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.userId, account.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    // The invitee is emailed the same link (waiting in the outbox when no SMTP server is set).
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.userId, account.userId));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toEmail: account.email, category: 'staffInvitation' });
    expect(mails[0]!.textBody).toContain(credential.invitePath);

    // No password yet: the account cannot sign in.
    const early = await api.post('auth/staff/login', {
      body: { email: account.email, password: 'anything-at-all' },
    });
    expect(early.status).toBe(401);

    const read = await api.get<Invitation>(`auth/invitations/${token}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      name: account.name,
      email: account.email,
      role: 'advisor',
      expiresAt: credential.expiresAt,
    });

    const weak = await api.post(`auth/invitations/${token}`, {
      body: { password: 'password123', confirmPassword: 'password123' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ password: AUTH_MESSAGES.passwordTooCommon });
    const mismatch = await api.post(`auth/invitations/${token}`, {
      body: { password: STRONG, confirmPassword: `${STRONG}x` },
    });
    expect(mismatch.body.errors).toEqual({ confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch });

    const accepted = await api.post(`auth/invitations/${token}`, {
      body: { password: STRONG, confirmPassword: STRONG },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(M.passwordSet);

    const again = await api.post(`auth/invitations/${token}`, {
      body: { password: STRONG, confirmPassword: STRONG },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(M.invitationInvalid);
    expect((await api.get(`auth/invitations/${token}`)).status).toBe(404);

    const signedInAnswer = await api.post<LoginResult>('auth/staff/login', {
      body: { email: account.email, password: STRONG },
    });
    expect(signedInAnswer.status).toBe(200);
    expect(signedInAnswer.body.data.user).toMatchObject({ role: 'advisor', mustChangePassword: false });

    expect((await auditOf(account.userId)).map((e) => [e.action, e.actorId, e.after])).toEqual([
      [
        'account.created',
        admin.user.userId,
        { name: account.name, email: account.email, role: 'advisor', method: 'invitation' },
      ],
      ['account.invited', admin.user.userId, { expiresAt: credential.expiresAt }],
    ]);
  });

  it('stops working when it expires, when a newer one is issued, or for a garbled token', async () => {
    const first = await create('advisor', 'invitation');
    if (first.credential.method !== 'invitation') throw new Error('expected an invitation');
    const reset = await api.post<StaffAccountWithCredential>(
      `staff/accounts/${first.account.userId}/reset-password`,
      { token: admin.token, body: { method: 'invitation' } },
    );
    expect(reset.status).toBe(200);
    expect((await api.get(`auth/invitations/${tokenOf(first.credential.invitePath)}`)).status).toBe(404);
    const second = reset.body.data.credential;
    if (second.method !== 'invitation') throw new Error('expected an invitation');
    expect((await api.get(`auth/invitations/${tokenOf(second.invitePath)}`)).status).toBe(200);

    await db()
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.userId, first.account.userId));
    const expired = await api.post(`auth/invitations/${tokenOf(second.invitePath)}`, {
      body: { password: STRONG, confirmPassword: STRONG },
    });
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe(M.invitationInvalid);
    expect((await api.get('auth/invitations/not-a-token-at-all-but-long-enough')).status).toBe(404);
    expect((await api.get('auth/invitations/short')).status).toBe(400);
  });
});

describe('a temporary password', () => {
  it('is strong and readable', () => {
    const passwords = new Set(Array.from({ length: 50 }, temporaryPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords)
      expect(password).toMatch(/^([a-hj-km-np-z2-9]{4}-){3}[a-hj-km-np-z2-9]{4}$/);
  });

  it('signs in, then only lets the user change it: every other request is 403 PASSWORD_CHANGE_REQUIRED', async () => {
    const { account, credential } = await create('admin', 'temporaryPassword');
    if (credential.method !== 'temporaryPassword') throw new Error('expected a temporary password');
    expect(account.mustChangePassword).toBe(true);
    // A password is never emailed.
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.userId, account.userId))).toEqual([]);
    const loggedIn = await api.post<LoginResult>('auth/staff/login', {
      body: { email: account.email, password: credential.temporaryPassword },
    });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data.user.mustChangePassword).toBe(true);
    const token = loggedIn.body.data.accessToken;

    for (const path of ['staff/dashboard', 'staff/accounts', 'staff/audit', 'country']) {
      const refused = await api.get(path, { token });
      expect([path, refused.status]).toEqual([path, 403]);
      expect(refused.body).toMatchObject({
        message: M.passwordChangeRequired,
        code: PASSWORD_CHANGE_REQUIRED,
      });
    }
    expect((await api.get<AuthUser>('auth/me', { token })).body.data.mustChangePassword).toBe(true);
    await expect(connectSocket(t.url, { token })).rejects.toThrow('password change required');

    const change = (body: object) => api.post<AuthUser>('auth/staff/password', { token, body });
    const wrong = await change({ currentPassword: 'not-it', password: STRONG, confirmPassword: STRONG });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: M.currentPasswordWrong });
    const same = await change({
      currentPassword: credential.temporaryPassword,
      password: credential.temporaryPassword,
      confirmPassword: credential.temporaryPassword,
    });
    expect(same.body.errors).toEqual({ password: M.samePassword });

    const otherSession = await login(api, {
      ...account,
      profileImage: null,
      password: credential.temporaryPassword,
    });
    const changed = await change({
      currentPassword: credential.temporaryPassword,
      password: STRONG,
      confirmPassword: STRONG,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.mustChangePassword).toBe(false);
    expect((await api.get('staff/dashboard', { token })).status).toBe(200);
    // The change ends every other session, the one that made it stays.
    expect((await api.get('auth/me', { token: otherSession })).status).toBe(401);
    await sockets.connect(t.url, { token });
  });

  it('a reset gives a new one: the old password and every session stop working', async () => {
    const advisor = await signedIn(db(), api, 'advisor');
    const reset = await api.post<StaffAccountWithCredential>(
      `staff/accounts/${advisor.user.userId}/reset-password`,
      {
        token: admin.token,
        body: { method: 'temporaryPassword' },
      },
    );
    expect(reset.status).toBe(200);
    expect(reset.body.data.account.mustChangePassword).toBe(true);
    expect((await api.get('auth/me', { token: advisor.token })).status).toBe(401);
    const old = await api.post('auth/staff/login', {
      body: { email: advisor.user.email, password: advisor.user.password },
    });
    expect(old.status).toBe(401);
    const { credential } = reset.body.data;
    if (credential.method !== 'temporaryPassword') throw new Error('expected a temporary password');
    const fresh = await api.post<LoginResult>('auth/staff/login', {
      body: { email: advisor.user.email, password: credential.temporaryPassword },
    });
    expect(fresh.body.data.user.mustChangePassword).toBe(true);
    expect((await auditOf(advisor.user.userId)).map((e) => [e.action, e.after])).toEqual([
      ['account.password_reset', { method: 'temporaryPassword' }],
    ]);
  });
});

describe('deactivating an account', () => {
  it('cuts its sessions and sockets at once, hands its students over, and refuses its sign-in clearly', async () => {
    const leaving = await signedIn(db(), api, 'advisor');
    const taker = await createUser(db(), { role: 'advisor' });
    const students = [
      await studentOf(db(), api, leaving.user.userId),
      await studentOf(db(), api, leaving.user.userId),
    ];
    // The default recheck (60 s) is far longer than this test: only the revocation can end the socket.
    const socket = await sockets.connect(t.url, { token: leaving.token });
    const ended = disconnection(socket);

    const withoutChoice = await api.post(`staff/accounts/${leaving.user.userId}/deactivate`, {
      token: admin.token,
      body: {},
    });
    expect(withoutChoice.status).toBe(409);
    expect(withoutChoice.body.errors).toEqual({ students: M.studentsNeedAdvisor });
    expect((await api.get('auth/me', { token: leaving.token })).status).toBe(200);

    const answer = await api.post<StaffAccountChange>(`staff/accounts/${leaving.user.userId}/deactivate`, {
      token: admin.token,
      body: { students: { mode: 'advisor', advisorId: taker.userId } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      studentsMoved: 2,
      account: { status: 'deactivated', studentCount: 0 },
    });
    expect(await ended).toBe('io server disconnect');
    expect((await api.get('auth/me', { token: leaving.token })).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, leaving.user.userId))).toEqual([]);
    for (const student of students) {
      const [chat] = await db().select().from(chats).where(eq(chats.chatId, student.chatId));
      expect(chat?.advisorId).toBe(taker.userId);
    }

    const signIn = (password: string) =>
      api.post('auth/staff/login', { body: { email: leaving.user.email, password } });
    const refused = await signIn(leaving.user.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.accountDeactivated);
    // Without the right password nothing tells the account apart from any other.
    expect((await signIn('wrong-password-here')).body.message).toBe(AUTH_MESSAGES.badCredentials);

    const twice = await api.post(`staff/accounts/${leaving.user.userId}/deactivate`, {
      token: admin.token,
      body: {},
    });
    expect(twice.status).toBe(409);

    const actions = (await auditOf(leaving.user.userId)).map((e) => [e.action, e.before, e.after]);
    expect(actions).toEqual([
      ['account.deactivated', { status: 'active' }, { status: 'deactivated', studentsMoved: 2 }],
    ]);
    const moves = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'student.advisor_changed'),
          eq(auditLog.entityId, String(students[0]!.user.userId)),
        ),
      );
    expect(moves.map((e) => [e.before, e.after])).toEqual([
      [{ advisorId: leaving.user.userId }, { advisorId: taker.userId }],
    ]);

    const back = await api.post(`staff/accounts/${leaving.user.userId}/reactivate`, { token: admin.token });
    expect(back.status).toBe(200);
    expect((await signIn(leaving.user.password)).status).toBe(200);
    expect(
      (await api.post(`staff/accounts/${leaving.user.userId}/reactivate`, { token: admin.token })).status,
    ).toBe(409);
  });

  it('spreads the students over the other active advisors, fewest students first', async () => {
    const leaving = await createUser(db(), { role: 'advisor' });
    for (let i = 0; i < 4; i++) await studentOf(db(), api, leaving.userId);
    const answer = await api.post<StaffAccountChange>(`staff/accounts/${leaving.userId}/deactivate`, {
      token: admin.token,
      body: { students: { mode: 'spread' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.studentsMoved).toBe(4);
    const moved = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'student.advisor_changed'), eq(auditLog.actorId, admin.user.userId)));
    const receivers = moved
      .filter((e) => (e.before as { advisorId: number }).advisorId === leaving.userId)
      .map((e) => (e.after as { advisorId: number }).advisorId);
    expect(receivers).toHaveLength(4);
    expect(receivers).not.toContain(leaving.userId);
  });

  it('refuses the admin themself and a target advisor that is not an active advisor', async () => {
    const self = await api.post(`staff/accounts/${admin.user.userId}/deactivate`, {
      token: admin.token,
      body: {},
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(M.notYourself);
    for (const path of ['role', 'reset-password']) {
      const body = path === 'role' ? { role: 'advisor' } : { method: 'invitation' };
      const call = path === 'role' ? api.patch : api.post;
      const answer = await call(`staff/accounts/${admin.user.userId}/${path}`, { token: admin.token, body });
      expect([path, answer.status]).toEqual([path, 403]);
    }
    const leaving = await createUser(db(), { role: 'advisor' });
    await studentOf(db(), api, leaving.userId);
    const toSelf = await api.post(`staff/accounts/${leaving.userId}/deactivate`, {
      token: admin.token,
      body: { students: { mode: 'advisor', advisorId: leaving.userId } },
    });
    expect(toSelf.status).toBe(404);
    const toAdmin = await api.post(`staff/accounts/${leaving.userId}/deactivate`, {
      token: admin.token,
      body: { students: { mode: 'advisor', advisorId: admin.user.userId } },
    });
    expect(toAdmin.status).toBe(404);
  });
});

describe('changing a role', () => {
  it('hands an advisor’s students over before they become an admin, and signs them in again', async () => {
    const promoted = await signedIn(db(), api, 'advisor');
    const taker = await createUser(db(), { role: 'advisor' });
    await studentOf(db(), api, promoted.user.userId);
    const path = `staff/accounts/${promoted.user.userId}/role`;
    expect((await api.patch(path, { token: admin.token, body: { role: 'admin' } })).status).toBe(409);
    const answer = await api.patch<StaffAccountChange>(path, {
      token: admin.token,
      body: { role: 'admin', students: { mode: 'advisor', advisorId: taker.userId } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(M.roleChanged);
    expect(answer.body.data).toMatchObject({ studentsMoved: 1, account: { role: 'admin', studentCount: 0 } });
    expect((await api.get('auth/me', { token: promoted.token })).status).toBe(401);
    const again = await api.patch(path, { token: admin.token, body: { role: 'admin' } });
    expect(again.body.message).toBe(M.roleUnchanged);
    expect((await auditOf(promoted.user.userId)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['account.role_changed', { role: 'advisor' }, { role: 'admin', studentsMoved: 1 }],
    ]);
  });
});

describe('the account list', () => {
  it('filters by text, role and status', async () => {
    const name = `Zebulon Quist ${Date.now()}`;
    const invited = await create('advisor', 'invitation', name);
    const list = (query: string) =>
      api.get<StaffAccountPage>(`staff/accounts?${query}`, { token: admin.token });
    const found = await list(`q=${encodeURIComponent(name)}`);
    expect(found.body.data.items.map((a) => a.userId)).toEqual([invited.account.userId]);
    expect((await list(`q=${encodeURIComponent(name)}&status=active`)).body.data.total).toBe(0);
    expect((await list(`q=${encodeURIComponent(name)}&status=invited&role=advisor`)).body.data.total).toBe(1);
    expect((await list(`q=${encodeURIComponent(name)}&role=admin`)).body.data.total).toBe(0);
    const all = await list('pageSize=100');
    expect(all.body.data.items.every((a) => a.role === 'advisor' || a.role === 'admin')).toBe(true);
    expect((await list('status=gone')).status).toBe(400);
  });
});

describe('the last active admin', () => {
  // With one admin acting at a time nobody can reach the last one (an admin cannot deactivate or
  // demote themself); two admins removing each other at once are where the rule bites.
  it('stays one: two admins deactivating or demoting each other at once leave one of them', async () => {
    const lone = await startTestApp();
    try {
      const loneApi = apiClient(lone.url);
      const a = await signedIn(lone.database.db, loneApi, 'admin');
      const b = await signedIn(lone.database.db, loneApi, 'admin');
      const deactivations = await Promise.all([
        loneApi.post(`staff/accounts/${b.user.userId}/deactivate`, { token: a.token, body: {} }),
        loneApi.post(`staff/accounts/${a.user.userId}/deactivate`, { token: b.token, body: {} }),
      ]);
      expect(deactivations.filter((x) => x.status === 200)).toHaveLength(1);
      expect(deactivations.map((x) => x.status).sort()).toEqual([200, expect.any(Number)]);
      const [survivor, other] = deactivations[0]!.status === 200 ? [a, b] : [b, a];
      expect(
        (await loneApi.post(`staff/accounts/${other.user.userId}/reactivate`, { token: survivor.token }))
          .status,
      ).toBe(200);
      const otherToken = await login(loneApi, other.user);
      const demotions = await Promise.all([
        loneApi.patch(`staff/accounts/${other.user.userId}/role`, {
          token: survivor.token,
          body: { role: 'advisor' },
        }),
        loneApi.patch(`staff/accounts/${survivor.user.userId}/role`, {
          token: otherToken,
          body: { role: 'advisor' },
        }),
      ]);
      expect(demotions.filter((x) => x.status === 200)).toHaveLength(1);
      const refused = demotions.find((x) => x.status !== 200)!;
      expect([401, 409]).toContain(refused.status);
    } finally {
      await lone.close();
    }
  });
});
