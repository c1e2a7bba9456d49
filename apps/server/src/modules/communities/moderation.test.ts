import {
  type CommentsAnswer,
  MODERATION_MESSAGES as M,
  type ModerationItem,
  type ModerationQueuePage,
  type ModerationResult,
  NOTIFICATION_TYPES,
  type PostsAnswer,
  type StaffCommunity,
} from '@edupath/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  comments,
  communities,
  contentReports,
  files,
  notifications,
  posts,
} from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { collect, socketPool } from '../../test/chat-factories';
import { addMember, createCommunity, createPost } from '../../test/communities-factories';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { htmlBytes, makePng } from '../../test/images';
import { REPORTS_PER_MINUTE } from './rate-limits';

type Signed = Awaited<ReturnType<typeof signedIn>>;
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: Signed;
let advisor: Signed;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  admin = await signedIn(db(), api, 'admin');
  advisor = await signedIn(db(), api, 'advisor');
});
afterEach(() => sockets.closeAll());
afterAll(() => t.close());

const db = () => t.database.db;
const student = () => signedIn(db(), api, 'student');

/** A community with a member's post in it. */
async function postScene() {
  const community = await createCommunity(db());
  const author = await student();
  await addMember(db(), community.communityId, author.user.userId);
  const post = await createPost(db(), { communityId: community.communityId, userId: author.user.userId });
  return { community, author, post };
}

const reportPost = (token: string | undefined, postId: number, reason = 'spam', details?: string) =>
  api.post('community/report', { token, body: { targetType: 'post', targetId: postId, reason, details } });
const act = (body: Record<string, unknown>, token = admin.token) =>
  api.post<ModerationResult>('staff/moderation/actions', { token, body });
const feed = async (token: string, communityId: number) =>
  (await api.get<PostsAnswer['data']>(`community/community-posts/${communityId}`, { token })).body.data;
const commentsOf = (token: string, postId: number) =>
  api.get<CommentsAnswer['data']>(`community/comments?postId=${postId}`, { token });
const queue = async (query = '') => {
  const answer = await api.get<ModerationQueuePage>(`staff/moderation/queue${query}`, { token: admin.token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const itemOf = (page: ModerationQueuePage, type: 'post' | 'comment', id: number) =>
  page.items.find((i) => i.targetType === type && i.targetId === id);
const auditOf = (entityType: string, id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.auditId);

describe('who may call what', () => {
  it('reporting: visitor 401, any signed-in user; the console: visitor 401, student 403, advisor 403, admin', async () => {
    const { post, community } = await postScene();
    const reporter = await student();
    const png = await makePng();
    const logoForm = () => {
      const form = new FormData();
      form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      return form;
    };
    type Role = 'visitor' | 'student' | 'advisor' | 'admin';
    const tokens: Record<Role, string | undefined> = {
      visitor: undefined,
      student: reporter.token,
      advisor: advisor.token,
      admin: admin.token,
    };
    const cid = community.communityId;
    let created = 0;
    const matrix: Array<[string, (role: Role) => Promise<number>, Record<Role, number>]> = [
      [
        'POST /community/report',
        async (r) => (await reportPost(tokens[r], post.postId)).status,
        { visitor: 401, student: 201, advisor: 201, admin: 201 },
      ],
      [
        'GET /staff/moderation/queue',
        async (r) => (await api.get('staff/moderation/queue', { token: tokens[r] })).status,
        { visitor: 401, student: 403, advisor: 403, admin: 200 },
      ],
      [
        'GET /staff/moderation/counts',
        async (r) => (await api.get('staff/moderation/counts', { token: tokens[r] })).status,
        { visitor: 401, student: 403, advisor: 403, admin: 200 },
      ],
      [
        'POST /staff/moderation/actions',
        async (r) =>
          (
            await api.post('staff/moderation/actions', {
              token: tokens[r],
              body: { targetType: 'post', targetId: post.postId, action: 'dismiss' },
            })
          ).status,
        { visitor: 401, student: 403, advisor: 403, admin: 200 },
      ],
      [
        'GET /staff/communities',
        async (r) => (await api.get('staff/communities', { token: tokens[r] })).status,
        { visitor: 401, student: 403, advisor: 403, admin: 200 },
      ],
      [
        'POST /staff/communities',
        async (r) =>
          (
            await api.post('staff/communities', {
              token: tokens[r],
              body: { communityName: `Matrix ${Date.now()} ${++created}` },
            })
          ).status,
        { visitor: 401, student: 403, advisor: 403, admin: 201 },
      ],
      [
        'PATCH /staff/communities/{id}',
        async (r) =>
          (
            await api.patch(`staff/communities/${cid}`, {
              token: tokens[r],
              body: { description: `By ${r}` },
            })
          ).status,
        { visitor: 401, student: 403, advisor: 403, admin: 200 },
      ],
      [
        'PUT /staff/communities/{id}/logo',
        async (r) =>
          (await api.put(`staff/communities/${cid}/logo`, { token: tokens[r], raw: logoForm() })).status,
        { visitor: 401, student: 403, advisor: 403, admin: 200 },
      ],
      [
        'DELETE /staff/communities/{id}/logo',
        async (r) => (await api.delete(`staff/communities/${cid}/logo`, { token: tokens[r] })).status,
        { visitor: 401, student: 403, advisor: 403, admin: 200 },
      ],
    ];
    for (const [label, call, expected] of matrix) {
      const got = {} as Record<Role, number>;
      for (const role of ['visitor', 'student', 'advisor', 'admin'] as const) got[role] = await call(role);
      expect(got, label).toEqual(expected);
    }
    // Only the admin's edit landed.
    const [row] = await db().select().from(communities).where(eq(communities.communityId, cid));
    expect(row!.description).toBe('By admin');
  });
});

describe('POST /community/report', () => {
  it('files one report per user per item; a second is 409 and the first reason stands', async () => {
    const { post } = await postScene();
    const reporter = await student();
    const first = await reportPost(reporter.token, post.postId, 'harassment', '  Insults in the last line ');
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(M.reported);
    const again = await reportPost(reporter.token, post.postId, 'spam');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyReported);
    const rows = await db().select().from(contentReports).where(eq(contentReports.postId, post.postId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'harassment',
      details: 'Insults in the last line',
      resolvedAt: null,
    });
  });

  it('reports a comment; hidden items, unknown ids and bad bodies are refused', async () => {
    const { post, author } = await postScene();
    const reporter = await student();
    const comment = await api.post<{ commentId: number }>('community/comment', {
      token: author.token,
      body: { postId: post.postId, comment: 'A comment' },
    });
    const commentId = comment.body.data.commentId;
    const report = (body: Record<string, unknown>) =>
      api.post('community/report', { token: reporter.token, body });
    expect((await report({ targetType: 'comment', targetId: commentId, reason: 'other' })).status).toBe(201);
    expect((await report({ targetType: 'comment', targetId: 999_999, reason: 'spam' })).status).toBe(404);
    expect((await report({ targetType: 'post', targetId: 999_999, reason: 'spam' })).status).toBe(404);

    const bad = await report({
      targetType: 'page',
      targetId: 'x',
      reason: 'boring',
      details: 'd'.repeat(501),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'details',
      'reason',
      'targetId',
      'targetType',
    ]);
    expect(bad.body.errors?.reason).toBe(M.reasonRequired);

    // Once the post is hidden, neither it nor its comments can be reported.
    await act({ targetType: 'post', targetId: post.postId, action: 'hide', reason: 'Off topic' });
    const other = await student();
    expect((await reportPost(other.token, post.postId)).status).toBe(404);
    const onHidden = await api.post('community/report', {
      token: other.token,
      body: { targetType: 'comment', targetId: commentId, reason: 'spam' },
    });
    expect(onHidden.status).toBe(404);
  });

  it(`allows ${REPORTS_PER_MINUTE} reports a minute per user, then 429`, async () => {
    const { community, author } = await postScene();
    const reporter = await student();
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) {
      const post = await createPost(db(), { communityId: community.communityId, userId: author.user.userId });
      expect((await reportPost(reporter.token, post.postId)).status).toBe(201);
    }
    const post = await createPost(db(), { communityId: community.communityId, userId: author.user.userId });
    expect((await reportPost(reporter.token, post.postId)).status).toBe(429);
    expect(
      await db().select().from(contentReports).where(eq(contentReports.postId, post.postId)),
    ).toHaveLength(0);
  });
});

describe('the moderation queue', () => {
  it('shows each reported item once, with its reports, author and community; open then resolved', async () => {
    const { post, author, community } = await postScene();
    const [first, second] = [await student(), await student()];
    await reportPost(first.token, post.postId, 'spam');
    await reportPost(second.token, post.postId, 'hate', 'Slur in the title');

    const open = await queue('?pageSize=100');
    const item = itemOf(open, 'post', post.postId)!;
    expect(item).toMatchObject({
      postId: post.postId,
      text: post.postText,
      author: { userId: author.user.userId, name: author.user.name, email: author.user.email },
      community: { communityId: community.communityId, communityName: community.communityName },
      state: 'visible',
      moderation: null,
      openReports: 2,
    } satisfies Partial<ModerationItem>);
    expect(item.reports.map((r) => [r.reporter.userId, r.reason, r.details])).toEqual([
      [second.user.userId, 'hate', 'Slur in the title'],
      [first.user.userId, 'spam', null],
    ]);
    expect(open.openCount).toBeGreaterThanOrEqual(1);
    expect(itemOf(await queue('?targetType=comment&pageSize=100'), 'post', post.postId)).toBeUndefined();

    await act({ targetType: 'post', targetId: post.postId, action: 'dismiss' });
    expect(itemOf(await queue('?pageSize=100'), 'post', post.postId)).toBeUndefined();
    const resolved = itemOf(await queue('?status=resolved&pageSize=100'), 'post', post.postId)!;
    expect(resolved.openReports).toBe(0);
    expect(resolved.reports.map((r) => r.resolution)).toEqual(['dismissed', 'dismissed']);

    const counts = await api.get<{ openItems: number }>('staff/moderation/counts', { token: admin.token });
    expect(counts.body.data.openItems).toBe((await queue()).openCount);
    expect((await api.get('staff/moderation/queue?status=closed', { token: admin.token })).status).toBe(400);
  });
});

describe('POST /staff/moderation/actions', () => {
  it('hides a reported post with a reason: gone for every student, author told live, reports closed, audited', async () => {
    const { post, author, community } = await postScene();
    const reader = await student();
    const reporter = await student();
    await reportPost(reporter.token, post.postId);
    const comment = await api.post<{ commentId: number }>('community/comment', {
      token: reader.token,
      body: { postId: post.postId, comment: 'Nice' },
    });
    expect(comment.status).toBe(201);

    const authorSocket = await sockets.connect(t.url, { token: author.token });
    const readerSocket = await sockets.connect(t.url, { token: reader.token });
    const told = collect(authorSocket, 'receiveNotification');
    const removed = collect(readerSocket, 'communityContentRemoved');

    expect((await feed(reader.token, community.communityId)).map((p) => p.postId)).toEqual([post.postId]);
    const hidden = await act({
      targetType: 'post',
      targetId: post.postId,
      action: 'hide',
      reason: ' Advertising ',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe(M.hidden);
    expect(hidden.body.data).toEqual({
      targetType: 'post',
      targetId: post.postId,
      state: 'hidden',
      resolvedReports: 1,
    });

    for (const who of [reader, reporter, author])
      expect(await feed(who.token, community.communityId)).toEqual([]);
    expect((await commentsOf(reader.token, post.postId)).status).toBe(404);
    const like = await api.post('community/toggleLike', {
      token: reader.token,
      body: { postId: post.postId },
    });
    expect(like.status).toBe(404);

    const notification = await told.next((n) => n.type === NOTIFICATION_TYPES.contentModerated);
    expect(notification).toMatchObject({
      message: `A moderator hid your post in ${community.communityName}. Reason: Advertising`,
      link: `/communities?community=${community.communityId}`,
    });
    expect(await removed.next()).toEqual({
      communityId: community.communityId,
      targetType: 'post',
      targetId: post.postId,
    });

    const [row] = await db().select().from(posts).where(eq(posts.postId, post.postId));
    expect(row).toMatchObject({
      isHidden: true,
      deletedAt: null,
      moderatedBy: admin.user.userId,
      moderationReason: 'Advertising',
    });
    const [entry] = await auditOf('post', post.postId);
    expect(entry).toMatchObject({
      action: 'post.hidden',
      actorId: admin.user.userId,
      before: { state: 'visible', reason: null, openReports: 1 },
      after: { state: 'hidden', reason: 'Advertising', openReports: 0 },
    });
    const queued = itemOf(await queue('?status=resolved&pageSize=100'), 'post', post.postId)!;
    expect(queued.state).toBe('hidden');
    expect(queued.moderation).toMatchObject({
      reason: 'Advertising',
      by: { userId: admin.user.userId, name: admin.user.name },
    });

    // Hiding is reversible: restored, the post is back for everyone.
    const restored = await act({ targetType: 'post', targetId: post.postId, action: 'restore' });
    expect(restored.body.data.state).toBe('visible');
    expect((await feed(reader.token, community.communityId)).map((p) => p.postId)).toEqual([post.postId]);
    expect((await auditOf('post', post.postId)).map((e) => e.action)).toEqual([
      'post.hidden',
      'post.restored',
    ]);
  });

  it('deletes softly: the row stays for the audit, it cannot come back, and it is out of every read', async () => {
    const { post, author, community } = await postScene();
    const deleted = await act({
      targetType: 'post',
      targetId: post.postId,
      action: 'delete',
      reason: 'Scam link',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.state).toBe('deleted');
    const [row] = await db().select().from(posts).where(eq(posts.postId, post.postId));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.isHidden).toBe(true);
    expect(await feed(author.token, community.communityId)).toEqual([]);

    const again = await act({ targetType: 'post', targetId: post.postId, action: 'restore' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.deletedIsFinal);
    expect(
      (await act({ targetType: 'post', targetId: post.postId, action: 'hide', reason: 'x' })).status,
    ).toBe(409);
    expect(
      (await act({ targetType: 'post', targetId: post.postId, action: 'delete', reason: 'x' })).status,
    ).toBe(409);

    const [note] = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, author.user.userId), eq(notifications.type, 'community.moderated')),
      );
    expect(note!.message).toBe(
      `A moderator removed your post in ${community.communityName}. Reason: Scam link`,
    );
    expect((await auditOf('post', post.postId)).map((e) => e.action)).toEqual(['post.deleted']);
  });

  it('hides a comment and its replies from the thread and from the post count', async () => {
    const { post, community } = await postScene();
    const [writer, replier, reader] = [await student(), await student(), await student()];
    const say = (token: string, comment: string, parentCommentId?: number) =>
      api.post<{ commentId: number }>('community/comment', {
        token,
        body: { postId: post.postId, comment, parentCommentId },
      });
    const rude = (await say(writer.token, 'Rude')).body.data.commentId;
    await say(replier.token, 'Reply to rude', rude);
    const kept = (await say(reader.token, 'Kept')).body.data.commentId;
    expect((await feed(reader.token, community.communityId))[0]!.totalComments).toBe(3);

    await api.post('community/report', {
      token: reader.token,
      body: { targetType: 'comment', targetId: rude, reason: 'harassment' },
    });
    const item = itemOf(await queue('?targetType=comment&pageSize=100'), 'comment', rude)!;
    expect(item).toMatchObject({ postId: post.postId, text: 'Rude', openReports: 1 });

    const hidden = await act({ targetType: 'comment', targetId: rude, action: 'hide', reason: 'Insulting' });
    expect(hidden.body.data).toMatchObject({ state: 'hidden', resolvedReports: 1 });
    const thread = await commentsOf(reader.token, post.postId);
    expect(thread.body.data.map((c) => c.commentId)).toEqual([kept]);
    expect((thread.body as unknown as CommentsAnswer).totalCommentsCount).toBe(1);
    expect((await feed(reader.token, community.communityId))[0]!.totalComments).toBe(1);
    // A reply into the hidden thread is refused like one to a hidden comment.
    expect((await say(reader.token, 'Late reply', rude)).status).toBe(404);

    const [row] = await db().select().from(comments).where(eq(comments.commentId, rude));
    expect(row).toMatchObject({ isHidden: true, moderationReason: 'Insulting' });
    const [note] = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, writer.user.userId), eq(notifications.type, 'community.moderated')),
      );
    expect(note!.message).toBe(
      `A moderator hid your comment in ${community.communityName}. Reason: Insulting`,
    );
    expect((await auditOf('comment', rude)).map((e) => e.action)).toEqual(['comment.hidden']);
  });

  it('refuses what makes no sense, with messages; nothing changes and nothing is logged', async () => {
    const { post } = await postScene();
    const noReason = await act({ targetType: 'post', targetId: post.postId, action: 'hide', reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: M.moderationReasonRequired });
    expect((await act({ targetType: 'post', targetId: post.postId, action: 'delete' })).status).toBe(400);
    const tooLong = await act({
      targetType: 'post',
      targetId: post.postId,
      action: 'hide',
      reason: 'r'.repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect(
      (await act({ targetType: 'post', targetId: post.postId, action: 'ban', reason: 'x' })).status,
    ).toBe(400);
    expect((await act({ targetType: 'post', targetId: 999_999, action: 'hide', reason: 'x' })).status).toBe(
      404,
    );
    expect(
      (await act({ targetType: 'comment', targetId: 999_999, action: 'hide', reason: 'x' })).status,
    ).toBe(404);
    const dismiss = await act({ targetType: 'post', targetId: post.postId, action: 'dismiss' });
    expect(dismiss.status).toBe(409);
    expect(dismiss.body.message).toBe(M.noOpenReports);
    const restore = await act({ targetType: 'post', targetId: post.postId, action: 'restore' });
    expect(restore.status).toBe(409);
    expect(restore.body.message).toBe(M.notHidden);

    const [row] = await db().select().from(posts).where(eq(posts.postId, post.postId));
    expect(row).toMatchObject({ isHidden: false, moderatedAt: null });
    expect(await auditOf('post', post.postId)).toEqual([]);
  });
});

describe('communities for admins', () => {
  it('creates and edits a community, unique names whatever the case, audited', async () => {
    const name = `Study in Norway ${Date.now()}`;
    const created = await api.post<StaffCommunity>('staff/communities', {
      token: admin.token,
      body: { communityName: `  ${name} `, description: 'Fjords and fees' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(M.communityCreated);
    expect(created.body.data).toMatchObject({
      communityName: name,
      description: 'Fjords and fees',
      communityLogo: null,
      memberCount: 0,
      postCount: 0,
      openReports: 0,
    });
    const id = created.body.data.communityId;

    const clash = await api.post('staff/communities', {
      token: admin.token,
      body: { communityName: name.toUpperCase() },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual({ communityName: M.communityNameTaken });
    const other = await createCommunity(db());
    const rename = await api.patch(`staff/communities/${other.communityId}`, {
      token: admin.token,
      body: { communityName: name.toLowerCase() },
    });
    expect(rename.status).toBe(409);

    const edited = await api.patch<StaffCommunity>(`staff/communities/${id}`, {
      token: admin.token,
      body: { description: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.description).toBeNull();
    // Its own name, in another case, is not a clash.
    const recased = await api.patch<StaffCommunity>(`staff/communities/${id}`, {
      token: admin.token,
      body: { communityName: name.toLowerCase() },
    });
    expect(recased.body.data.communityName).toBe(name.toLowerCase());

    const entries = await auditOf('community', id);
    expect(entries.map((e) => e.action)).toEqual([
      'community.created',
      'community.updated',
      'community.updated',
    ]);
    expect(entries[1]).toMatchObject({
      before: { description: 'Fjords and fees' },
      after: { description: null },
    });

    // Students see it in their list.
    const reader = await student();
    const list = await api.get<Array<{ communityId: number }>>('community/user-communities', {
      token: reader.token,
    });
    expect(list.body.data.map((c) => c.communityId)).toContain(id);

    for (const body of [{}, { communityName: '  ' }, { communityName: 'n'.repeat(101) }]) {
      const bad = await api.post('staff/communities', { token: admin.token, body });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('communityName');
    }
    expect(
      (await api.patch('staff/communities/999999', { token: admin.token, body: { description: 'x' } }))
        .status,
    ).toBe(404);
  });

  it('counts members, visible posts and open reports per community', async () => {
    const { community, post } = await postScene();
    await createPost(db(), {
      communityId: community.communityId,
      userId: (await student()).user.userId,
      isHidden: true,
    });
    await reportPost((await student()).token, post.postId);
    const list = await api.get<StaffCommunity[]>('staff/communities', { token: admin.token });
    expect(list.body.data.find((c) => c.communityId === community.communityId)).toMatchObject({
      memberCount: 1,
      postCount: 1,
      openReports: 1,
    });
  });

  it('takes a logo through the image pipeline, replaces the old file, and removes it again', async () => {
    const community = await createCommunity(db());
    const upload = (data: Buffer, type: string, field = 'logo') => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(data)], { type }), 'logo');
      return api.put<StaffCommunity>(`staff/communities/${community.communityId}/logo`, {
        token: admin.token,
        raw: form,
      });
    };
    const first = await upload(await makePng(), 'image/png');
    expect(first.status).toBe(200);
    expect(first.body.data.communityLogo).toMatch(/^uploads\/[0-9a-f-]{36}\.webp$/);
    const firstId = first.body.data.communityLogo!.slice(8, 44);
    const second = await upload(await makePng(80, 80), 'image/png');
    const secondId = second.body.data.communityLogo!.slice(8, 44);
    expect(await db().select({ id: files.fileId }).from(files).where(eq(files.fileId, firstId))).toEqual([]);
    expect(
      await db().select({ id: files.fileId }).from(files).where(eq(files.fileId, secondId)),
    ).toHaveLength(1);

    // The bytes decide, not the declared type; the file part has its name.
    expect((await upload(htmlBytes, 'image/png')).status).toBe(415);
    expect((await upload(await makePng(), 'image/png', 'image')).status).toBe(400);

    const removed = await api.delete<StaffCommunity>(`staff/communities/${community.communityId}/logo`, {
      token: admin.token,
    });
    expect(removed.body.data.communityLogo).toBeNull();
    expect(await db().select({ id: files.fileId }).from(files).where(eq(files.fileId, secondId))).toEqual([]);
    const reader = await student();
    const list = await api.get<Array<{ communityId: number; communityLogo: string }>>(
      'community/user-communities',
      {
        token: reader.token,
      },
    );
    expect(list.body.data.find((c) => c.communityId === community.communityId)!.communityLogo).toBe(
      'images/communities/default.svg',
    );
    expect((await auditOf('community', community.communityId)).map((e) => e.action)).toEqual([
      'community.updated',
      'community.updated',
      'community.updated',
    ]);
  });
});
