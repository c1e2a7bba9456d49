import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { communities, communityMembers, posts } from '../db/schema';

/** A community with a unique name; no logo unless given (so the default image applies). */
export async function createCommunity(
  db: Db,
  overrides: Partial<typeof communities.$inferInsert> = {},
): Promise<typeof communities.$inferSelect> {
  const [row] = await db
    .insert(communities)
    .values({
      communityName: `Community ${randomBytes(4).toString('hex')}`,
      rating: 4.5,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function addMember(db: Db, communityId: number, userId: number) {
  await db
    .insert(communityMembers)
    .values({ communityId, userId, isActive: true })
    .onConflictDoUpdate({
      target: [communityMembers.communityId, communityMembers.userId],
      set: { isActive: true },
    });
}

export async function createPost(
  db: Db,
  values: { communityId: number; userId: number } & Partial<typeof posts.$inferInsert>,
): Promise<typeof posts.$inferSelect> {
  const [row] = await db
    .insert(posts)
    .values({ postText: `A post ${randomBytes(3).toString('hex')}`, ...values })
    .returning();
  return row!;
}
