import type {
  CommentItem,
  CommentsAnswer,
  Community,
  LikeState,
  NotificationItem,
  Post,
  PostsAnswer,
} from '@edupath/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, communityMembers, files, notifications, postLikes, posts } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { addMember, createCommunity, createPost } from '../../test/communities-factories';
import { createUser, login, signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { htmlBytes, makePng } from '../../test/images';
import { postsPageQuery } from './communities.repository';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const student = () => signedIn(t.database.db, api);

async function membershipRows(communityId: number, userId: number) {
  return t.database.db
    .select()
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)));
}

/** POST /community/post as the web app sends it: multipart with an optional image. */
function sendPost(
  token: string | undefined,
  fields: Record<string, string>,
  image?: { data: Buffer; name: string; type: string; field?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) {
    form.append(
      image.field ?? 'postImage',
      new Blob([new Uint8Array(image.data)], { type: image.type }),
      image.name,
    );
  }
  return api.post<Post>('community/post', { token, raw: form });
}

async function postCount(communityId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(posts)
    .where(eq(posts.communityId, communityId));
  return row!.n;
}

async function listPosts(token: string, communityId: number, query = '') {
  const answer = await api.get<Post[]>(`community/community-posts/${communityId}${query}`, { token });
  return { status: answer.status, body: answer.body as unknown as PostsAnswer };
}

async function getComments(token: string, postId: number) {
  const answer = await api.get<CommentItem[]>(`community/comments?postId=${postId}`, { token });
  return { status: answer.status, body: answer.body as unknown as CommentsAnswer };
}

describe('communities and membership', () => {
  it('lists every community with the default logo, rating and only my own membership', async () => {
    const withLogo = await createCommunity(t.database.db, {
      communityLogo: 'images/communities/usa.svg',
      rating: 4.7,
    });
    const withoutLogo = await createCommunity(t.database.db, { rating: 3.9 });
    const me = await student();
    const other = await student();
    await addMember(t.database.db, withLogo.communityId, other.user.userId);

    const before = await api.get<Community[]>('community/user-communities', { token: me.token });
    expect(before.status).toBe(200);
    const mine = (id: number) => before.body.data.find((c) => c.communityId === id)!;
    expect(mine(withLogo.communityId)).toMatchObject({
      communityName: withLogo.communityName,
      communityLogo: 'images/communities/usa.svg',
      rating: 4.7,
      memberCount: 1,
      UserCommunityMapModels: [],
    });
    expect(mine(withoutLogo.communityId).communityLogo).toBe('images/communities/default.svg');

    expect(
      (
        await api.post('community/join-community', {
          token: me.token,
          body: { communityId: withLogo.communityId },
        })
      ).status,
    ).toBe(200);
    const after = await api.get<Community[]>('community/user-communities', { token: me.token });
    const joined = after.body.data.find((c) => c.communityId === withLogo.communityId)!;
    expect(joined.UserCommunityMapModels).toEqual([
      { communityId: withLogo.communityId, userId: me.user.userId, isActive: true },
    ]);
    expect(joined.memberCount).toBe(2);
  });

  it('a visitor gets 401', async () => {
    expect((await api.get('community/user-communities')).status).toBe(401);
    expect((await api.post('community/join-community', { body: { communityId: 1 } })).status).toBe(401);
    expect((await api.post('community/leave-community', { body: { communityId: 1 } })).status).toBe(401);
  });

  it('joining twice leaves one active membership; leaving twice leaves it inactive; joining again re-activates it', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    const body = { communityId: community.communityId };

    for (let i = 0; i < 2; i++) {
      const answer = await api.post('community/join-community', { token: me.token, body });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Successfully joined the community!');
    }
    let rows = await membershipRows(community.communityId, me.user.userId);
    expect(rows.map((r) => r.isActive)).toEqual([true]);

    for (let i = 0; i < 2; i++) {
      const answer = await api.post('community/leave-community', { token: me.token, body });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Successfully left the community');
    }
    rows = await membershipRows(community.communityId, me.user.userId);
    expect(rows.map((r) => r.isActive)).toEqual([false]);

    await api.post('community/join-community', { token: me.token, body });
    rows = await membershipRows(community.communityId, me.user.userId);
    expect(rows.map((r) => r.isActive)).toEqual([true]);
  });

  it('leaving a community never joined creates nothing', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    const answer = await api.post('community/leave-community', {
      token: me.token,
      body: { communityId: community.communityId },
    });
    expect(answer.status).toBe(200);
    expect(await membershipRows(community.communityId, me.user.userId)).toEqual([]);
  });

  it('an unknown community is 404; a non-numeric or missing id is 400', async () => {
    const me = await student();
    for (const path of ['community/join-community', 'community/leave-community']) {
      const unknown = await api.post(path, { token: me.token, body: { communityId: 99_999_999 } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Community not found');
      const word = await api.post(path, { token: me.token, body: { communityId: 'abc' } });
      expect(word.status).toBe(400);
      expect(word.body.errors?.communityId).toBeDefined();
      expect((await api.post(path, { token: me.token, body: {} })).status).toBe(400);
    }
  });
});

describe('posting', () => {
  it('a member posts; the post comes back with its author and is listed', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    await addMember(t.database.db, community.communityId, me.user.userId);

    const answer = await sendPost(me.token, {
      postText: 'Anyone applying to TU Munich?',
      communityId: String(community.communityId),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Post created successfully!');
    expect(answer.body.data).toMatchObject({
      postText: 'Anyone applying to TU Munich?',
      postImage: null,
      totalLikes: 0,
      totalComments: 0,
      LikeModels: [],
      UserModel: { userId: me.user.userId, name: me.user.name, profileImage: null, location: null },
    });
    const list = await listPosts(me.token, community.communityId);
    expect(list.body.data.map((p) => p.postId)).toEqual([answer.body.data.postId]);
  });

  it('a visitor gets 401 and a non-member 403 with a message; nothing is written', async () => {
    const community = await createCommunity(t.database.db);
    const outsider = await student();
    const fields = { postText: 'Hello', communityId: String(community.communityId) };

    expect((await sendPost(undefined, fields)).status).toBe(401);
    const refused = await sendPost(outsider.token, fields);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Join this community to post in it');

    // A member who left is an outsider again.
    await addMember(t.database.db, community.communityId, outsider.user.userId);
    await api.post('community/leave-community', {
      token: outsider.token,
      body: { communityId: community.communityId },
    });
    expect((await sendPost(outsider.token, fields)).status).toBe(403);
    expect(await postCount(community.communityId)).toBe(0);
  });

  it('checks the text and the community: required, 5,000 characters, unknown, not a number', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    await addMember(t.database.db, community.communityId, me.user.userId);
    const id = String(community.communityId);

    const blank = await sendPost(me.token, { postText: '   \n ', communityId: id });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Post text is required');
    expect(blank.body.errors?.postText).toBe('Post text is required');
    expect((await sendPost(me.token, { communityId: id })).body.message).toBe('Post text is required');

    const long = await sendPost(me.token, { postText: 'x'.repeat(5001), communityId: id });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Post text must be at most 5,000 characters');
    expect((await sendPost(me.token, { postText: 'x'.repeat(5000), communityId: id })).status).toBe(201);

    const noCommunity = await sendPost(me.token, { postText: 'Hi' });
    expect(noCommunity.status).toBe(400);
    expect(noCommunity.body.errors?.communityId).toBe('Select a community');
    expect((await sendPost(me.token, { postText: 'Hi', communityId: 'abc' })).status).toBe(400);
    expect((await sendPost(me.token, { postText: 'Hi', communityId: '99999999' })).status).toBe(404);
    expect(await postCount(community.communityId)).toBe(1);
  });

  it('stores an uploaded image through the upload rules and serves it', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    await addMember(t.database.db, community.communityId, me.user.userId);

    const answer = await sendPost(
      me.token,
      { postText: 'Our campus today', communityId: String(community.communityId) },
      { data: await makePng(2400, 1200), name: 'campus.png', type: 'image/png' },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.postImage).toMatch(/^uploads\/[0-9a-f-]{36}\.webp$/);
    const image = await fetch(`${t.url}/${answer.body.data.postImage}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const fileId = answer.body.data.postImage!.slice('uploads/'.length, -'.webp'.length);
    const [stored] = await t.database.db.select().from(files).where(eq(files.fileId, fileId));
    expect(stored).toMatchObject({ ownerId: me.user.userId, width: 1600, height: 800 });
  });

  it('refuses a file that is not an image (judged by its bytes) and writes neither post nor file', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    await addMember(t.database.db, community.communityId, me.user.userId);
    const [before] = await t.database.db.select({ n: count() }).from(files);

    const answer = await sendPost(
      me.token,
      { postText: 'Look', communityId: String(community.communityId) },
      { data: htmlBytes, name: 'photo.png', type: 'image/png' },
    );
    expect(answer.status).toBe(415);
    expect(await postCount(community.communityId)).toBe(0);
    const [after] = await t.database.db.select({ n: count() }).from(files);
    expect(after!.n).toBe(before!.n);

    const json = await api.post('community/post', {
      token: me.token,
      body: { postText: 'Look', communityId: community.communityId },
    });
    expect(json.status).toBe(415);
  });

  it('stores text as given: a <script> tag comes back as the same text', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    await addMember(t.database.db, community.communityId, me.user.userId);
    const text = '<script>alert("hi")</script> & <b>bold</b>';
    const created = await sendPost(me.token, { postText: text, communityId: String(community.communityId) });
    expect(created.body.data.postText).toBe(text);
    const list = await listPosts(me.token, community.communityId);
    expect(list.body.data[0]!.postText).toBe(text);
  });

  it('limits posting per user: the 11th post in a minute gets 429, another user is unaffected', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    const other = await student();
    await addMember(t.database.db, community.communityId, me.user.userId);
    await addMember(t.database.db, community.communityId, other.user.userId);
    const fields = { postText: 'Quick one', communityId: String(community.communityId) };
    for (let i = 0; i < 10; i++) expect((await sendPost(me.token, fields)).status).toBe(201);
    const limited = await sendPost(me.token, fields);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many requests/);
    expect((await sendPost(other.token, fields)).status).toBe(201);
    expect(await postCount(community.communityId)).toBe(11);
  });
});

describe('reading posts', () => {
  it('lists newest first with author, likes and my own like, and hides moderated posts', async () => {
    const community = await createCommunity(t.database.db);
    const author = await createUser(t.database.db, { name: 'Aditi Rao' });
    await t.database.db.execute(
      sql`update users set location = 'Pune, India' where user_id = ${author.userId}`,
    );
    const me = await student();
    const old = await createPost(t.database.db, {
      communityId: community.communityId,
      userId: author.userId,
      postText: 'older',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const recent = await createPost(t.database.db, {
      communityId: community.communityId,
      userId: author.userId,
      postText: 'newer',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    await createPost(t.database.db, {
      communityId: community.communityId,
      userId: author.userId,
      isHidden: true,
    });
    const liked = await api.post<LikeState>('community/toggleLike', {
      token: me.token,
      body: { postId: old.postId, likeId: null },
    });

    const list = await listPosts(me.token, community.communityId);
    expect(list.status).toBe(200);
    expect(list.body.nextCursor).toBeNull();
    expect(list.body.data.map((p) => p.postText)).toEqual(['newer', 'older']);
    expect(list.body.data[0]).toMatchObject({
      postId: recent.postId,
      LikeModels: [],
      totalLikes: 0,
      createdAt: '2026-01-02T10:00:00.000Z',
      UserModel: { name: 'Aditi Rao', location: 'Pune, India', profileImage: null },
    });
    expect(list.body.data[1]).toMatchObject({
      totalLikes: 1,
      LikeModels: [{ likeId: liked.body.data.likeId }],
    });
  });

  it('an unknown community is 404, a non-numeric id 400, a visitor 401', async () => {
    const me = await student();
    expect((await listPosts(me.token, 99_999_999)).status).toBe(404);
    expect((await api.get('community/community-posts/abc', { token: me.token })).status).toBe(400);
    expect((await api.get('community/community-posts/1')).status).toBe(401);
    expect((await api.get('community/community-posts/1?cursor=nope', { token: me.token })).status).toBe(400);
  });

  it('pages with a cursor that skips nothing, even when posts share a timestamp', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    const same = new Date('2026-02-01T08:00:00.123Z');
    const created: number[] = [];
    for (let i = 0; i < 5; i++) {
      const post = await createPost(t.database.db, {
        communityId: community.communityId,
        userId: me.user.userId,
        createdAt: same,
      });
      created.push(post.postId);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { body: PostsAnswer } = await listPosts(
        me.token,
        community.communityId,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.body.data.map((p) => p.postId));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...created].reverse());
  });

  it('a community with 10,000 posts: the first page walks the index, and every post is reached once', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    await t.database.db.execute(sql`
      insert into posts (community_id, user_id, post_text, created_at)
      select ${community.communityId}, ${me.user.userId}, 'Post ' || g,
             timestamptz '2026-03-01' - g * interval '1 second'
      from generate_series(1, 10000) as g`);
    await t.database.db.execute(sql`analyze posts`);

    const plan = (await t.database.db.execute(
      sql`explain ${postsPageQuery(t.database.db, { communityId: community.communityId, viewerId: me.user.userId, limit: 11 })}`,
    )) as unknown as { rows: Array<Record<string, string>> };
    const planText = plan.rows.map((r) => Object.values(r)[0]).join('\n');
    expect(planText).toContain('posts_community_created_idx');
    expect(planText).not.toMatch(/Sort/);

    const first = await listPosts(me.token, community.communityId);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]!.postText).toBe('Post 1');

    const seen = new Set<number>();
    let cursor: string | null = null;
    let last = 0;
    do {
      const page: { body: PostsAnswer } = await listPosts(
        me.token,
        community.communityId,
        `?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const post of page.body.data) {
        const n = Number(post.postText.slice(5));
        expect(n).toBe(last + 1);
        last = n;
        seen.add(post.postId);
      }
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.size).toBe(10_000);
  });
});

describe('likes', () => {
  it('likes and unlikes with the new state in the answer; the count follows', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    const post = await createPost(t.database.db, {
      communityId: community.communityId,
      userId: me.user.userId,
    });
    // Likes on other posts must not leak into this post's state.
    const other = await createPost(t.database.db, {
      communityId: community.communityId,
      userId: me.user.userId,
    });
    await api.post('community/toggleLike', { token: me.token, body: { postId: other.postId } });

    const liked = await api.post<LikeState>('community/toggleLike', {
      token: me.token,
      body: { postId: post.postId },
    });
    expect(liked.status).toBe(200);
    expect(liked.body.data).toMatchObject({ postId: post.postId, liked: true, totalLikes: 1 });
    // A second "like" (a double click, another tab) changes nothing.
    const again = await api.post<LikeState>('community/toggleLike', {
      token: me.token,
      body: { postId: post.postId, likeId: null },
    });
    expect(again.body.data).toEqual(liked.body.data);

    const unliked = await api.post<LikeState>('community/toggleLike', {
      token: me.token,
      body: { postId: post.postId, likeId: liked.body.data.likeId },
    });
    expect(unliked.body.data).toEqual({ postId: post.postId, liked: false, likeId: null, totalLikes: 0 });
    const [row] = await t.database.db.select().from(posts).where(eq(posts.postId, post.postId));
    expect(row!.totalLikes).toBe(0);
  });

  it("answers 404 to another user's likeId, or one of another post, and changes nothing", async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    const someone = await student();
    const post = await createPost(t.database.db, {
      communityId: community.communityId,
      userId: me.user.userId,
    });
    const other = await createPost(t.database.db, {
      communityId: community.communityId,
      userId: me.user.userId,
    });
    const theirs = await api.post<LikeState>('community/toggleLike', {
      token: someone.token,
      body: { postId: post.postId },
    });
    const mine = await api.post<LikeState>('community/toggleLike', {
      token: me.token,
      body: { postId: other.postId },
    });

    for (const likeId of [theirs.body.data.likeId, mine.body.data.likeId]) {
      const answer = await api.post('community/toggleLike', {
        token: me.token,
        body: { postId: post.postId, likeId },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Like not found');
    }
    const likes = await t.database.db.select().from(postLikes).where(eq(postLikes.postId, post.postId));
    expect(likes.map((like) => like.userId)).toEqual([someone.user.userId]);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.postId, post.postId));
    expect(row!.totalLikes).toBe(1);
  });

  it('unknown or hidden post 404, bad id 400, visitor 401', async () => {
    const community = await createCommunity(t.database.db);
    const me = await student();
    const hidden = await createPost(t.database.db, {
      communityId: community.communityId,
      userId: me.user.userId,
      isHidden: true,
    });
    expect(
      (await api.post('community/toggleLike', { token: me.token, body: { postId: 99_999_999 } })).status,
    ).toBe(404);
    expect(
      (await api.post('community/toggleLike', { token: me.token, body: { postId: hidden.postId } })).status,
    ).toBe(404);
    expect((await api.post('community/toggleLike', { token: me.token, body: { postId: 'x' } })).status).toBe(
      400,
    );
    expect((await api.post('community/toggleLike', { body: { postId: 1 } })).status).toBe(401);
  });

  it('50 users toggling at once: the count equals the users whose last toggle was "like"', async () => {
    const community = await createCommunity(t.database.db);
    const author = await createUser(t.database.db);
    const post = await createPost(t.database.db, {
      communityId: community.communityId,
      userId: author.userId,
    });
    const users = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const user = await createUser(t.database.db);
        return { user, token: await login(api, user) };
      }),
    );
    const toggle = (token: string, likeId: number | null) =>
      api.post<LikeState>('community/toggleLike', { token, body: { postId: post.postId, likeId } });

    // The first 20 start out liking the post.
    const startLikes = new Map<number, number | null>();
    for (const [i, u] of users.entries()) {
      startLikes.set(u.user.userId, i < 20 ? (await toggle(u.token, null)).body.data.likeId : null);
    }
    expect(
      (await t.database.db.select().from(posts).where(eq(posts.postId, post.postId)))[0]!.totalLikes,
    ).toBe(20);

    // Everyone at once: user i clicks (i % 4) + 1 times in a row; every 5th also double-clicks its last click.
    const finals = await Promise.all(
      users.map(async (u, i) => {
        let likeId = startLikes.get(u.user.userId) ?? null;
        const clicks = (i % 4) + 1;
        for (let click = 0; click < clicks; click++) {
          const isLast = click === clicks - 1;
          const answers = await Promise.all(
            Array.from({ length: isLast && i % 5 === 0 ? 2 : 1 }, () => toggle(u.token, likeId)),
          );
          for (const a of answers) expect(a.status).toBe(200);
          likeId = answers.at(-1)!.body.data.likeId;
        }
        return likeId !== null;
      }),
    );
    const expected = finals.filter(Boolean).length;
    // Starting states and click counts make both outcomes common: the check is not trivial.
    expect(expected).toBeGreaterThan(5);
    expect(expected).toBeLessThan(45);

    const [row] = await t.database.db.select().from(posts).where(eq(posts.postId, post.postId));
    const [likes] = await t.database.db
      .select({ n: count() })
      .from(postLikes)
      .where(eq(postLikes.postId, post.postId));
    expect(likes!.n).toBe(expected);
    expect(row!.totalLikes).toBe(expected);
    const list = await listPosts(users[0]!.token, community.communityId);
    expect(list.body.data[0]!.totalLikes).toBe(expected);
  });
});

describe('comments', () => {
  async function setUp() {
    const community = await createCommunity(t.database.db);
    const author = await student();
    const replier = await student();
    const post = await createPost(t.database.db, {
      communityId: community.communityId,
      userId: author.user.userId,
    });
    const comment = (
      token: string,
      body: { comment: string; parentCommentId?: number | null; postId?: number },
    ) => api.post<CommentItem>('community/comment', { token, body: { postId: post.postId, ...body } });
    return { community, author, replier, post, comment };
  }

  it('threads one level deep: a reply to a reply joins the top-level comment', async () => {
    const { author, replier, post, comment } = await setUp();
    const first = await comment(author.token, { comment: 'Which intake are you aiming for?' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ parentCommentId: null, UserModel: { name: author.user.name } });
    const reply = await comment(replier.token, {
      comment: 'Fall 2026',
      parentCommentId: first.body.data.commentId,
    });
    const replyToReply = await comment(author.token, {
      comment: 'Same here!',
      parentCommentId: reply.body.data.commentId,
    });
    expect(replyToReply.body.data.parentCommentId).toBe(first.body.data.commentId);
    const second = await comment(replier.token, { comment: 'Any tips for the SOP?' });

    const answer = await getComments(replier.token, post.postId);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(typeof answer.body.message).toBe('string');
    expect(answer.body.totalCommentsCount).toBe(4);
    expect(answer.body.data.map((c) => c.comment)).toEqual([
      'Which intake are you aiming for?',
      'Any tips for the SOP?',
    ]);
    expect(answer.body.data[0]!.replies.map((r) => r.comment)).toEqual(['Fall 2026', 'Same here!']);
    expect(answer.body.data[0]!.replies.every((r) => r.replies.length === 0)).toBe(true);
    expect(answer.body.data[1]!.commentId).toBe(second.body.data.commentId);

    const rows = await t.database.db.select().from(comments).where(eq(comments.postId, post.postId));
    expect(rows.filter((r) => r.parentCommentId === first.body.data.commentId)).toHaveLength(2);
    const posts = await listPosts(author.token, post.communityId);
    expect(posts.body.data[0]!.totalComments).toBe(4);
  });

  it('trims the text; blank is 400; over 2,000 characters is 400; nothing is written', async () => {
    const { author, post, comment } = await setUp();
    const blank = await comment(author.token, { comment: ' \n\t ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Comment cannot be empty');
    const long = await comment(author.token, { comment: 'y'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Comment must be at most 2,000 characters');
    expect((await comment(author.token, { comment: '' })).status).toBe(400);
    expect((await getComments(author.token, post.postId)).body.totalCommentsCount).toBe(0);

    const trimmed = await comment(author.token, { comment: '  Good luck!  ' });
    expect(trimmed.body.data.comment).toBe('Good luck!');
  });

  it('a <script> tag in a comment comes back as the same text', async () => {
    const { author, post, comment } = await setUp();
    const text = '<script>document.cookie</script><img src=x onerror=alert(1)>';
    await comment(author.token, { comment: text });
    expect((await getComments(author.token, post.postId)).body.data[0]!.comment).toBe(text);
  });

  it('unknown post or parent 404 (a parent of another post too), non-numeric 400, visitor 401', async () => {
    const { author, post, comment } = await setUp();
    const otherPost = await createPost(t.database.db, {
      communityId: post.communityId,
      userId: author.user.userId,
    });
    const elsewhere = await api.post<CommentItem>('community/comment', {
      token: author.token,
      body: { postId: otherPost.postId, comment: 'elsewhere' },
    });

    expect((await comment(author.token, { comment: 'hi', postId: 99_999_999 })).status).toBe(404);
    expect((await comment(author.token, { comment: 'hi', parentCommentId: 99_999_999 })).status).toBe(404);
    const crossPost = await comment(author.token, {
      comment: 'hi',
      parentCommentId: elsewhere.body.data.commentId,
    });
    expect(crossPost.status).toBe(404);
    expect((await getComments(author.token, 99_999_999)).status).toBe(404);
    expect((await api.get('community/comments?postId=abc', { token: author.token })).status).toBe(400);
    expect((await api.get('community/comments', { token: author.token })).status).toBe(400);
    expect((await api.get(`community/comments?postId=${post.postId}`)).status).toBe(401);
    expect(
      (await api.post('community/comment', { body: { postId: post.postId, comment: 'hi' } })).status,
    ).toBe(401);
    expect((await getComments(author.token, post.postId)).body.totalCommentsCount).toBe(0);
  });

  it("a reply notifies the replied-to comment's author (live, after commit), but not someone replying to themselves", async () => {
    const { author, replier, comment } = await setUp();
    const pushed: Array<{ userId: number; notification: NotificationItem }> = [];
    const stop = t.app.events.subscribe('notification.created', (event) => pushed.push(event));

    const first = await comment(author.token, { comment: 'Is the IELTS waiver real?' });
    expect(pushed).toEqual([]);
    await comment(author.token, { comment: 'Asking for Canada', parentCommentId: first.body.data.commentId });
    expect(pushed).toEqual([]);
    await comment(replier.token, {
      comment: 'Yes, for some colleges',
      parentCommentId: first.body.data.commentId,
    });
    stop();

    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.userId).toBe(author.user.userId);
    expect(pushed[0]!.notification.message).toBe(`${replier.user.name} replied to your comment`);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, author.user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'comment.reply', senderId: replier.user.userId });
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.userId, replier.user.userId)),
    ).toHaveLength(0);
  });

  it('limits commenting per user: the 31st comment in a minute gets 429', async () => {
    const { author, post, comment } = await setUp();
    for (let i = 0; i < 30; i++)
      expect((await comment(author.token, { comment: `note ${i}` })).status).toBe(201);
    expect((await comment(author.token, { comment: 'one too many' })).status).toBe(429);
    expect((await getComments(author.token, post.postId)).body.totalCommentsCount).toBe(30);
  });
});
