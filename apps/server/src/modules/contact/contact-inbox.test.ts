import {
  CONTACT_INBOX_MESSAGES,
  type ContactInboxMessage,
  type ContactInboxPage,
  type StaffAccountRef,
} from '@edupath/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';

type Signed = Awaited<ReturnType<typeof signedIn>>;
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Signed;
let otherAdmin: Signed;
let advisor: Signed;
let student: Signed;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  admin = await signedIn(db(), api, 'admin');
  otherAdmin = await signedIn(db(), api, 'admin');
  advisor = await signedIn(db(), api, 'advisor');
  student = await signedIn(db(), api, 'student');
});
afterAll(() => t.close());

const db = () => t.database.db;

let sent = 0;
async function storedMessage(overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await db()
    .insert(contactMessages)
    .values({
      name: `Sender ${++sent}`,
      email: `sender${sent}@example.com`,
      subject: `Question ${sent}`,
      message: `Message number ${sent}. ${'More words. '.repeat(20)}`,
      ...overrides,
    })
    .returning();
  return row!;
}

const auditOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'contact_message'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.auditId);
const rowOf = async (id: number) =>
  (await db().select().from(contactMessages).where(eq(contactMessages.contactMessageId, id)))[0]!;
const list = async (query: string, token = admin.token) => {
  const answer = await api.get<ContactInboxPage>(`staff/contact-messages${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('who may use the contact inbox: admins only', () => {
  it('visitor 401, student 403, advisor 403, admin 200 on every endpoint', async () => {
    const message = await storedMessage();
    const id = message.contactMessageId;
    const tokens = { visitor: undefined, student: student.token, advisor: advisor.token, admin: admin.token };
    const calls: Array<[string, (token?: string) => Promise<number>]> = [
      [
        'GET /staff/contact-messages',
        async (token) => (await api.get('staff/contact-messages', { token })).status,
      ],
      ['GET counts', async (token) => (await api.get('staff/contact-messages/counts', { token })).status],
      [
        'GET assignees',
        async (token) => (await api.get('staff/contact-messages/assignees', { token })).status,
      ],
      ['GET one', async (token) => (await api.get(`staff/contact-messages/${id}`, { token })).status],
      [
        'PATCH one',
        async (token) =>
          (await api.patch(`staff/contact-messages/${id}`, { token, body: { internalNote: 'Called back' } }))
            .status,
      ],
    ];
    for (const [label, call] of calls) {
      const got = {
        visitor: await call(tokens.visitor),
        student: await call(tokens.student),
        advisor: await call(tokens.advisor),
        admin: await call(tokens.admin),
      };
      expect(got, label).toEqual({ visitor: 401, student: 403, advisor: 403, admin: 200 });
    }
    // Only the admin's calls changed anything.
    const row = await rowOf(id);
    expect(row.internalNote).toBe('Called back');
    expect((await auditOf(id)).map((e) => e.actorId)).toEqual([admin.user.userId, admin.user.userId]);
  });
});

describe('GET /staff/contact-messages', () => {
  it('lists newest first with a preview, the unread count and the filters', async () => {
    const before = (await list('')).unreadCount;
    const older = await storedMessage({ createdAt: new Date(Date.now() - 60_000) });
    const handled = await storedMessage({
      handledAt: new Date(),
      handledBy: admin.user.userId,
      readAt: new Date(),
    });
    const mine = await storedMessage({ assigneeId: otherAdmin.user.userId });

    const all = await list('?pageSize=50');
    expect(all.unreadCount).toBe(before + 2);
    const ids = all.items.map((m) => m.contactMessageId);
    expect(ids.indexOf(mine.contactMessageId)).toBeLessThan(ids.indexOf(older.contactMessageId));
    const row = all.items.find((m) => m.contactMessageId === mine.contactMessageId)!;
    expect(row).toMatchObject({
      name: mine.name,
      email: mine.email,
      subject: mine.subject,
      readAt: null,
      handledAt: null,
      assignee: { userId: otherAdmin.user.userId, name: otherAdmin.user.name },
    });
    expect(row.preview).toBe(mine.message.slice(0, 140));
    expect(row).not.toHaveProperty('message');
    expect(row).not.toHaveProperty('internalNote');

    const idsOf = async (query: string, token?: string) =>
      (await list(`${query}&pageSize=100`, token)).items.map((m) => m.contactMessageId);
    expect(await idsOf('?filter=unread')).toEqual(
      expect.arrayContaining([older.contactMessageId, mine.contactMessageId]),
    );
    expect(await idsOf('?filter=unread')).not.toContain(handled.contactMessageId);
    expect(await idsOf('?filter=handled')).toEqual([handled.contactMessageId]);
    expect(await idsOf('?filter=open')).not.toContain(handled.contactMessageId);
    expect(await idsOf('?mine=true', otherAdmin.token)).toEqual([mine.contactMessageId]);
    expect(await idsOf('?mine=true')).not.toContain(mine.contactMessageId);

    const counts = await api.get<{ unread: number }>('staff/contact-messages/counts', { token: admin.token });
    expect(counts.body.data.unread).toBe(all.unreadCount);
  });

  it.each([
    ['?filter=spam', 'filter'],
    ['?mine=yes', 'mine'],
    ['?page=0', 'page'],
    ['?pageSize=1000', 'pageSize'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const answer = await api.get(`staff/contact-messages${query}`, { token: admin.token });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty(field);
  });
});

describe('GET /staff/contact-messages/{id}', () => {
  it('opens the whole message and marks it read once, for everyone, audited once', async () => {
    const message = await storedMessage();
    const id = message.contactMessageId;
    const first = await api.get<ContactInboxMessage>(`staff/contact-messages/${id}`, { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ message: message.message, internalNote: null, handledBy: null });
    expect(first.body.data.readAt).not.toBeNull();
    const readAt = (await rowOf(id)).readAt;

    const again = await api.get<ContactInboxMessage>(`staff/contact-messages/${id}`, {
      token: otherAdmin.token,
    });
    expect(again.body.data.readAt).toBe(first.body.data.readAt);
    expect((await rowOf(id)).readAt).toEqual(readAt);
    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'contact_message.read', actorId: admin.user.userId });
  });

  it('answers 404 for a message that does not exist and 400 for a bad id', async () => {
    expect((await api.get('staff/contact-messages/999999', { token: admin.token })).status).toBe(404);
    expect((await api.get('staff/contact-messages/abc', { token: admin.token })).status).toBe(400);
    const patch = await api.patch('staff/contact-messages/999999', {
      token: admin.token,
      body: { handled: true },
    });
    expect(patch.status).toBe(404);
  });
});

describe('PATCH /staff/contact-messages/{id}', () => {
  it('assigns, notes and handles; each change audited with only what changed', async () => {
    const { contactMessageId: id } = await storedMessage();
    const patch = (body: unknown, token = admin.token) =>
      api.patch<ContactInboxMessage>(`staff/contact-messages/${id}`, { token, body });

    const assigned = await patch({ assigneeId: advisor.user.userId, internalNote: '  Ask about intake  ' });
    expect(assigned.status).toBe(200);
    expect(assigned.body.message).toBe(CONTACT_INBOX_MESSAGES.updated);
    expect(assigned.body.data).toMatchObject({
      assignee: { userId: advisor.user.userId, name: advisor.user.name },
      internalNote: 'Ask about intake',
      handledAt: null,
    });

    const handled = await patch({ handled: true }, otherAdmin.token);
    expect(handled.body.data.handledAt).not.toBeNull();
    expect(handled.body.data.handledBy).toEqual({
      userId: otherAdmin.user.userId,
      name: otherAdmin.user.name,
    });
    // Handling a message reads it.
    expect(handled.body.data.readAt).not.toBeNull();

    // The same values again change nothing and log nothing.
    expect((await patch({ handled: true, assigneeId: advisor.user.userId })).status).toBe(200);

    const reopened = await patch({ handled: false, assigneeId: null, internalNote: '' });
    expect(reopened.body.data).toMatchObject({
      handledAt: null,
      handledBy: null,
      assignee: null,
      internalNote: null,
    });
    const unread = await patch({ read: false });
    expect(unread.body.data.readAt).toBeNull();

    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['contact_message.updated', admin.user.userId],
      ['contact_message.updated', otherAdmin.user.userId],
      ['contact_message.updated', admin.user.userId],
      ['contact_message.updated', admin.user.userId],
    ]);
    expect(entries[0]).toMatchObject({
      before: { assigneeId: null, internalNote: null },
      after: { assigneeId: advisor.user.userId, internalNote: 'Ask about intake' },
    });
    expect(Object.keys(entries[1]!.after!).sort()).toEqual(['handledAt', 'handledBy', 'readAt']);
    expect(entries[3]!.after).toEqual({ readAt: null });
  });

  it('assigns only to an active staff account, with a per-field error; nothing changes', async () => {
    const { contactMessageId: id } = await storedMessage();
    const [inactive] = await db()
      .update(users)
      .set({ isActive: false })
      .where(eq(users.userId, (await signedIn(db(), api, 'advisor')).user.userId))
      .returning();
    for (const assigneeId of [student.user.userId, inactive!.userId, 999_999]) {
      const answer = await api.patch(`staff/contact-messages/${id}`, {
        token: admin.token,
        body: { assigneeId },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ assigneeId: CONTACT_INBOX_MESSAGES.assigneeInvalid });
    }
    expect((await rowOf(id)).assigneeId).toBeNull();
    expect(await auditOf(id)).toHaveLength(0);
  });

  it.each([
    [{}, ''],
    [{ handled: 'yes' }, 'handled'],
    [{ read: 1 }, 'read'],
    [{ assigneeId: 'x' }, 'assigneeId'],
    [{ internalNote: 'n'.repeat(2001) }, 'internalNote'],
  ])('answers 400 for %j', async (body, field) => {
    const { contactMessageId: id } = await storedMessage();
    const answer = await api.patch(`staff/contact-messages/${id}`, { token: admin.token, body });
    expect(answer.status).toBe(400);
    if (field) expect(answer.body.errors).toHaveProperty(field);
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('offers every active staff account as an assignee, admins first', async () => {
    const answer = await api.get<StaffAccountRef[]>('staff/contact-messages/assignees', {
      token: admin.token,
    });
    const ids = answer.body.data.map((s) => s.userId);
    expect(ids).toEqual(
      expect.arrayContaining([admin.user.userId, otherAdmin.user.userId, advisor.user.userId]),
    );
    expect(ids).not.toContain(student.user.userId);
    const roles = answer.body.data.map((s) => s.role);
    expect(roles.lastIndexOf('admin')).toBeLessThan(roles.indexOf('advisor'));
  });
});
