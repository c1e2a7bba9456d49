import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comments, communities, communityMembers, postLikes, posts, users } from '../../db/schema';

// ---------------------------------------------------------------- communities and membership

export async function listCommunitiesFor(db: DbOrTx, userId: number) {
  const memberCounts = db
    .select({ communityId: communityMembers.communityId, memberCount: count().as('member_count') })
    .from(communityMembers)
    .where(eq(communityMembers.isActive, true))
    .groupBy(communityMembers.communityId)
    .as('member_counts');
  return db
    .select({
      communityId: communities.communityId,
      communityName: communities.communityName,
      communityLogo: communities.communityLogo,
      description: communities.description,
      rating: communities.rating,
      memberCount: sql<number>`coalesce(${memberCounts.memberCount}, 0)::int`,
      membershipActive: communityMembers.isActive,
    })
    .from(communities)
    .leftJoin(memberCounts, eq(memberCounts.communityId, communities.communityId))
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, communities.communityId), eq(communityMembers.userId, userId)),
    )
    .orderBy(asc(communities.communityName));
}

export async function communityExists(db: DbOrTx, communityId: number) {
  const [row] = await db
    .select({ communityId: communities.communityId })
    .from(communities)
    .where(eq(communities.communityId, communityId));
  return !!row;
}

/** One row per (community, user) ever: joining again re-activates it, so joining twice is harmless. */
export async function setMembership(db: DbOrTx, communityId: number, userId: number, isActive: boolean) {
  await db
    .insert(communityMembers)
    .values({ communityId, userId, isActive })
    .onConflictDoUpdate({
      target: [communityMembers.communityId, communityMembers.userId],
      set: { isActive, updatedAt: new Date() },
      setWhere: sql`${communityMembers.isActive} <> ${isActive}`,
    });
}

export async function deactivateMembership(db: DbOrTx, communityId: number, userId: number) {
  await db
    .update(communityMembers)
    .set({ isActive: false })
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.userId, userId),
        eq(communityMembers.isActive, true),
      ),
    );
}

export async function isActiveMember(db: DbOrTx, communityId: number, userId: number) {
  const [row] = await db
    .select({ isActive: communityMembers.isActive })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)));
  return row?.isActive === true;
}

// ---------------------------------------------------------------- posts

/** Microseconds since the epoch, exact (extract gives numeric), for a cursor that never skips a tie. */
const createdAtMicros = sql<string>`(extract(epoch from ${posts.createdAt}) * 1000000)::bigint::text`;

const postColumns = (viewerId: number) => ({
  postId: posts.postId,
  communityId: posts.communityId,
  postText: posts.postText,
  postImage: posts.postImage,
  createdAt: posts.createdAt,
  createdAtMicros,
  totalLikes: posts.totalLikes,
  // Written out with qualified names: drizzle leaves columns unqualified in a single-table select,
  // where "post_id" = "post_id" inside the subquery would compare a column with itself.
  // A reply of a hidden thread goes with it (docs/communities.md, "Moderation").
  totalComments: sql<number>`(select count(*)::int from comments c left join comments p on p.comment_id = c.parent_comment_id
    where c.post_id = posts.post_id and not c.is_hidden and not coalesce(p.is_hidden, false))`,
  viewerLikeId: sql<
    number | null
  >`(select l.like_id from post_likes l where l.post_id = posts.post_id and l.user_id = ${viewerId})`,
  authorId: users.userId,
  authorName: users.name,
  authorImage: users.profileImage,
  authorLocation: users.location,
});

export type PostRow = NonNullable<Awaited<ReturnType<typeof findPostForViewer>>>;

export interface PostsCursor {
  micros: string;
  postId: number;
}

/**
 * One page of a community's visible posts, newest first. Walks posts_community_created_idx
 * (community, created_at desc, post_id desc) and stops after `limit` rows, so the first page
 * costs the same with ten posts or ten thousand.
 */
export function postsPageQuery(
  db: DbOrTx,
  options: { communityId: number; viewerId: number; cursor?: PostsCursor; limit: number },
) {
  const { communityId, viewerId, cursor, limit } = options;
  return (
    db
      .select(postColumns(viewerId))
      .from(posts)
      .innerJoin(users, eq(users.userId, posts.userId))
      .where(
        and(
          eq(posts.communityId, communityId),
          eq(posts.isHidden, false),
          cursor
            ? sql`(${posts.createdAt}, ${posts.postId}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.postId})`
            : undefined,
        ),
      )
      // Walks posts_community_created_idx backwards (newest first) without sorting the community.
      .orderBy(desc(posts.createdAt), desc(posts.postId))
      .limit(limit)
  );
}

export async function findPostForViewer(db: DbOrTx, postId: number, viewerId: number) {
  const [row] = await db
    .select(postColumns(viewerId))
    .from(posts)
    .innerJoin(users, eq(users.userId, posts.userId))
    .where(eq(posts.postId, postId));
  return row;
}

export async function insertPost(db: DbOrTx, values: typeof posts.$inferInsert) {
  const [row] = await db.insert(posts).values(values).returning({ postId: posts.postId });
  return row!.postId;
}

export async function findVisiblePost(db: DbOrTx, postId: number) {
  const [row] = await db
    .select({ postId: posts.postId, communityId: posts.communityId, userId: posts.userId })
    .from(posts)
    .where(and(eq(posts.postId, postId), eq(posts.isHidden, false)));
  return row;
}

// ---------------------------------------------------------------- likes

/**
 * The count moves only when a like row really appeared or disappeared, in the same
 * transaction, so concurrent toggles (the unique index serialises them) keep it exact.
 */
export async function addLike(tx: DbOrTx, postId: number, userId: number) {
  const inserted = await tx
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing({ target: [postLikes.postId, postLikes.userId] })
    .returning({ likeId: postLikes.likeId });
  if (inserted.length > 0) await bumpLikes(tx, postId, 1);
}

export async function findLike(db: DbOrTx, likeId: number) {
  const [like] = await db
    .select({ postId: postLikes.postId, userId: postLikes.userId })
    .from(postLikes)
    .where(eq(postLikes.likeId, likeId));
  return like ?? null;
}

export async function removeLike(tx: DbOrTx, postId: number, userId: number) {
  const deleted = await tx
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ likeId: postLikes.likeId });
  if (deleted.length > 0) await bumpLikes(tx, postId, -1);
}

async function bumpLikes(tx: DbOrTx, postId: number, delta: 1 | -1) {
  await tx
    .update(posts)
    .set({ totalLikes: sql`${posts.totalLikes} + ${delta}` })
    .where(eq(posts.postId, postId));
}

export async function likeState(db: DbOrTx, postId: number, userId: number) {
  const [post] = await db
    .select({ totalLikes: posts.totalLikes })
    .from(posts)
    .where(eq(posts.postId, postId));
  const [like] = await db
    .select({ likeId: postLikes.likeId })
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
  return { totalLikes: post!.totalLikes, likeId: like?.likeId ?? null };
}

// ---------------------------------------------------------------- comments

const commentColumns = {
  commentId: comments.commentId,
  postId: comments.postId,
  parentCommentId: comments.parentCommentId,
  comment: comments.comment,
  createdAt: comments.createdAt,
  userId: users.userId,
  name: users.name,
  profileImage: users.profileImage,
};

export type CommentRow = Awaited<ReturnType<typeof findCommentView>>;

export async function listVisibleComments(db: DbOrTx, postId: number) {
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.userId, comments.userId))
    .where(and(eq(comments.postId, postId), eq(comments.isHidden, false)))
    .orderBy(asc(comments.createdAt), asc(comments.commentId));
}

export async function findVisibleComment(db: DbOrTx, commentId: number) {
  const [row] = await db
    .select({
      commentId: comments.commentId,
      postId: comments.postId,
      parentCommentId: comments.parentCommentId,
      userId: comments.userId,
    })
    .from(comments)
    .where(
      and(
        eq(comments.commentId, commentId),
        eq(comments.isHidden, false),
        // A reply in a hidden thread is as hidden as the thread (qualified by hand: drizzle leaves a
        // single-table select's columns unqualified, which the subquery would take for its own).
        sql`not exists (select 1 from comments p where p.comment_id = comments.parent_comment_id and p.is_hidden)`,
      ),
    );
  return row;
}

export async function insertComment(db: DbOrTx, values: typeof comments.$inferInsert) {
  const [row] = await db.insert(comments).values(values).returning({ commentId: comments.commentId });
  return row!.commentId;
}

export async function findCommentView(db: DbOrTx, commentId: number) {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.userId, comments.userId))
    .where(eq(comments.commentId, commentId));
  return row!;
}
