import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, communities, communityMembers, postLikes, posts, users } from '../db/schema';
import { DEMO_SEED_TIMEOUT, useTestDatabase } from '../test/app';
import { seedDemo } from './index';

const database = useTestDatabase();

async function counts() {
  const db = database.db;
  const n = async (
    table: typeof communities | typeof posts | typeof comments | typeof postLikes | typeof communityMembers,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    communities: await n(communities),
    members: await n(communityMembers),
    posts: await n(posts),
    comments: await n(comments),
    likes: await n(postLikes),
  };
}

describe('communities seed', () => {
  it(
    'creates communities by destination and topic with posts, replies and likes, and a second run adds nothing',
    async () => {
      await seedDemo(database.db);
      const first = await counts();
      expect(first.communities).toBeGreaterThanOrEqual(6);
      expect(first.posts).toBeGreaterThanOrEqual(6);
      expect(first.likes).toBeGreaterThan(first.posts);

      const replies = await database.db
        .select()
        .from(comments)
        .where(sql`${comments.parentCommentId} is not null`);
      expect(replies.length).toBeGreaterThan(0);
      const [withoutLogo] = await database.db
        .select()
        .from(communities)
        .where(sql`${communities.communityLogo} is null`);
      expect(withoutLogo).toBeDefined();

      await seedDemo(database.db);
      expect(await counts()).toEqual(first);

      // Every seeded count matches its like rows.
      const mismatched = await database.db.execute(
        sql`select p.post_id from ${posts} p where p.total_likes <> (select count(*) from ${postLikes} l where l.post_id = p.post_id)`,
      );
      expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);

      const [demo] = await database.db.select().from(users).where(eq(users.email, 'student@edupath.test'));
      const demoMemberships = await database.db
        .select()
        .from(communityMembers)
        .where(eq(communityMembers.userId, demo!.userId));
      expect(demoMemberships).toHaveLength(1);
    },
    DEMO_SEED_TIMEOUT,
  );
});
