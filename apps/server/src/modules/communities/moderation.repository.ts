import type { ModerationQueueStatus, ModerationTarget, ReportReason } from '@edupath/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { comments, communities, communityMembers, contentReports, posts, users } from '../../db/schema';

/**
 * Reports, the moderation queue and moderators' actions on posts and comments
 * (docs/communities.md, "Reporting" and "Moderation").
 */

const parent = alias(comments, 'parent_comment');
const moderator = alias(users, 'moderator');
const reporter = alias(users, 'reporter');

// ---------------------------------------------------------------- what a student can see and report

export async function findVisiblePost(db: DbOrTx, postId: number) {
  const [row] = await db
    .select({ postId: posts.postId })
    .from(posts)
    .where(and(eq(posts.postId, postId), eq(posts.isHidden, false)));
  return row;
}

/** A comment a student sees: itself, its post and (for a reply) its thread all visible. */
export async function findVisibleCommentOnVisiblePost(db: DbOrTx, commentId: number) {
  const [row] = await db
    .select({ commentId: comments.commentId })
    .from(comments)
    .innerJoin(posts, eq(posts.postId, comments.postId))
    .leftJoin(parent, eq(parent.commentId, comments.parentCommentId))
    .where(
      and(
        eq(comments.commentId, commentId),
        eq(comments.isHidden, false),
        eq(posts.isHidden, false),
        or(isNull(comments.parentCommentId), eq(parent.isHidden, false)),
      ),
    );
  return row;
}

/** One report per user per item: a second one inserts nothing and answers null. */
export async function insertReport(
  db: DbOrTx,
  values: {
    postId?: number;
    commentId?: number;
    reporterId: number;
    reason: ReportReason;
    details: string | null;
  },
) {
  const [row] = await db
    .insert(contentReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ reportId: contentReports.reportId });
  return row ?? null;
}

// ---------------------------------------------------------------- the queue

const targetColumn = (type: ModerationTarget) =>
  type === 'post' ? contentReports.postId : contentReports.commentId;

const openReportsCount = sql<number>`(count(*) filter (where ${contentReports.resolvedAt} is null))::int`;

/** One row per reported item: open (some report not yet acted on) or resolved (every report acted on). */
function reportedItems(
  db: DbOrTx,
  options: { status: ModerationQueueStatus; targetType?: ModerationTarget },
) {
  return db
    .select({
      postId: contentReports.postId,
      commentId: contentReports.commentId,
      openReports: openReportsCount.as('open_reports'),
      lastReportedAt: max(contentReports.createdAt).as('last_reported_at'),
    })
    .from(contentReports)
    .where(options.targetType ? isNotNull(targetColumn(options.targetType)) : undefined)
    .groupBy(contentReports.postId, contentReports.commentId)
    .having(options.status === 'open' ? sql`${openReportsCount} > 0` : sql`${openReportsCount} = 0`);
}

/** A page of reported items, the most recently reported first. */
export async function queuePage(
  db: DbOrTx,
  options: { status: ModerationQueueStatus; targetType?: ModerationTarget; limit: number; offset: number },
) {
  const items = reportedItems(db, options).as('items');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(items)
      .orderBy(desc(items.lastReportedAt), desc(items.postId), desc(items.commentId))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(items),
  ]);
  return { rows, total: total!.n };
}

export async function countOpenItems(db: DbOrTx) {
  const items = reportedItems(db, { status: 'open' }).as('items');
  const [row] = await db.select({ n: count() }).from(items);
  return row!.n;
}

const authorColumns = { userId: users.userId, name: users.name, email: users.email };
const moderationColumns = (table: typeof posts | typeof comments) => ({
  isHidden: table.isHidden,
  deletedAt: table.deletedAt,
  moderatedAt: table.moderatedAt,
  moderationReason: table.moderationReason,
  moderatorId: moderator.userId,
  moderatorName: moderator.name,
});

export function postsForQueue(db: DbOrTx, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      targetId: posts.postId,
      postId: posts.postId,
      text: posts.postText,
      image: posts.postImage,
      createdAt: posts.createdAt,
      author: authorColumns,
      communityId: communities.communityId,
      communityName: communities.communityName,
      ...moderationColumns(posts),
    })
    .from(posts)
    .innerJoin(users, eq(users.userId, posts.userId))
    .innerJoin(communities, eq(communities.communityId, posts.communityId))
    .leftJoin(moderator, eq(moderator.userId, posts.moderatedBy))
    .where(inArray(posts.postId, postIds));
}

export function commentsForQueue(db: DbOrTx, commentIds: number[]) {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      targetId: comments.commentId,
      postId: comments.postId,
      text: comments.comment,
      image: sql<string | null>`null`,
      createdAt: comments.createdAt,
      author: authorColumns,
      communityId: communities.communityId,
      communityName: communities.communityName,
      ...moderationColumns(comments),
    })
    .from(comments)
    .innerJoin(users, eq(users.userId, comments.userId))
    .innerJoin(posts, eq(posts.postId, comments.postId))
    .innerJoin(communities, eq(communities.communityId, posts.communityId))
    .leftJoin(moderator, eq(moderator.userId, comments.moderatedBy))
    .where(inArray(comments.commentId, commentIds));
}

export function reportsFor(db: DbOrTx, postIds: number[], commentIds: number[]) {
  if (postIds.length + commentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      reportId: contentReports.reportId,
      postId: contentReports.postId,
      commentId: contentReports.commentId,
      reason: contentReports.reason,
      details: contentReports.details,
      reporter: { userId: reporter.userId, name: reporter.name, email: reporter.email },
      createdAt: contentReports.createdAt,
      resolvedAt: contentReports.resolvedAt,
      resolution: contentReports.resolution,
    })
    .from(contentReports)
    .innerJoin(reporter, eq(reporter.userId, contentReports.reporterId))
    .where(
      or(
        postIds.length ? inArray(contentReports.postId, postIds) : undefined,
        commentIds.length ? inArray(contentReports.commentId, commentIds) : undefined,
      ),
    )
    .orderBy(desc(contentReports.createdAt), desc(contentReports.reportId));
}

// ---------------------------------------------------------------- actions

/** The item with its author and community, locked until the action's transaction ends. */
export async function lockTarget(tx: DbOrTx, type: ModerationTarget, targetId: number) {
  if (type === 'post') {
    const [row] = await tx
      .select({
        authorId: posts.userId,
        communityId: posts.communityId,
        isHidden: posts.isHidden,
        deletedAt: posts.deletedAt,
        moderationReason: posts.moderationReason,
      })
      .from(posts)
      .where(eq(posts.postId, targetId))
      .for('update');
    return row;
  }
  const [row] = await tx
    .select({
      authorId: comments.userId,
      communityId: posts.communityId,
      isHidden: comments.isHidden,
      deletedAt: comments.deletedAt,
      moderationReason: comments.moderationReason,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.postId, comments.postId))
    .where(eq(comments.commentId, targetId))
    .for('update', { of: comments });
  return row;
}

export async function communityName(db: DbOrTx, communityId: number) {
  const [row] = await db
    .select({ name: communities.communityName })
    .from(communities)
    .where(eq(communities.communityId, communityId));
  return row!.name;
}

export async function setModeration(
  tx: DbOrTx,
  type: ModerationTarget,
  targetId: number,
  values: {
    isHidden: boolean;
    deletedAt?: Date;
    moderatedAt: Date;
    moderatedBy: number;
    moderationReason: string | null;
  },
) {
  if (type === 'post') await tx.update(posts).set(values).where(eq(posts.postId, targetId));
  else await tx.update(comments).set(values).where(eq(comments.commentId, targetId));
}

/** Closes every open report of the item with the moderator's decision; answers how many. */
export async function resolveOpenReports(
  tx: DbOrTx,
  type: ModerationTarget,
  targetId: number,
  resolution: 'hidden' | 'deleted' | 'dismissed',
  resolvedBy: number,
) {
  const closed = await tx
    .update(contentReports)
    .set({ resolution, resolvedBy, resolvedAt: new Date() })
    .where(and(eq(targetColumn(type), targetId), isNull(contentReports.resolvedAt)))
    .returning({ reportId: contentReports.reportId });
  return closed.length;
}

// ---------------------------------------------------------------- communities for staff

const memberCount = sql<number>`(select count(*)::int from ${communityMembers} m where m.community_id = communities.community_id and m.is_active)`;
const postCount = sql<number>`(select count(*)::int from ${posts} p where p.community_id = communities.community_id and not p.is_hidden)`;
// Qualified by hand: drizzle leaves a single-table select's columns unqualified, which a
// subquery would take for its own. Reported items of the community still waiting for a moderator: its posts' and its comments'.
const openReportsOfCommunity = sql<number>`(
  select count(distinct coalesce('p' || r.post_id, 'c' || r.comment_id))::int
  from ${contentReports} r
  left join ${comments} rc on rc.comment_id = r.comment_id
  join ${posts} rp on rp.post_id = coalesce(r.post_id, rc.post_id)
  where r.resolved_at is null and rp.community_id = communities.community_id
)`;

export function listStaffCommunities(db: DbOrTx, communityId?: number) {
  return db
    .select({
      communityId: communities.communityId,
      communityName: communities.communityName,
      description: communities.description,
      communityLogo: communities.communityLogo,
      memberCount,
      postCount,
      openReports: openReportsOfCommunity,
      createdAt: communities.createdAt,
    })
    .from(communities)
    .where(communityId === undefined ? undefined : eq(communities.communityId, communityId))
    .orderBy(communities.communityName);
}

export async function lockCommunity(tx: DbOrTx, communityId: number) {
  const [row] = await tx
    .select({
      communityName: communities.communityName,
      description: communities.description,
      communityLogo: communities.communityLogo,
    })
    .from(communities)
    .where(eq(communities.communityId, communityId))
    .for('update');
  return row;
}

/** Names are unique whatever their case ('Germany' and 'germany' would confuse students). */
export async function nameTaken(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ communityId: communities.communityId })
    .from(communities)
    .where(
      and(
        sql`lower(${communities.communityName}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${communities.communityId} <> ${exceptId}`,
      ),
    );
  return !!row;
}

export async function insertCommunity(
  tx: DbOrTx,
  values: { communityName: string; description: string | null },
): Promise<number> {
  const [row] = await tx
    .insert(communities)
    .values(values)
    .returning({ communityId: communities.communityId });
  return row!.communityId;
}

export async function updateCommunity(
  tx: DbOrTx,
  communityId: number,
  values: Partial<Pick<typeof communities.$inferInsert, 'communityName' | 'description' | 'communityLogo'>>,
) {
  await tx.update(communities).set(values).where(eq(communities.communityId, communityId));
}
