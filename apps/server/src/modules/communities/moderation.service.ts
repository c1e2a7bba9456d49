import {
  type AuthUser,
  type ContentReportReceipt,
  type ContentState,
  MODERATION_MESSAGES as M,
  type ModerationAction,
  type ModerationItem,
  type ModerationQueuePage,
  type ModerationResult,
  type ModerationTarget,
  NOTIFICATION_TYPES,
  type ReportReason,
  type StaffCommunity,
  toPage,
} from '@edupath/contract';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { recordAudit } from '../audit/index';
import { deleteFile, fileIdFromPath, storeImage } from '../files/index';
import { notify } from '../notifications/index';
import * as repo from './moderation.repository';

type Actor = Pick<AuthUser, 'userId' | 'role'>;
const label = (type: ModerationTarget) => (type === 'post' ? 'Post' : 'Comment');

// ---------------------------------------------------------------- reporting (docs/communities.md, "Reporting")

/**
 * A signed-in user reports a post or comment they can see. One report per user per item: a
 * second is 409 and changes nothing (the first reason stands), so a double click is harmless.
 */
export async function report(
  db: Db,
  userId: number,
  input: { targetType: ModerationTarget; targetId: number; reason: ReportReason; details: string | null },
): Promise<ContentReportReceipt> {
  const visible =
    input.targetType === 'post'
      ? await repo.findVisiblePost(db, input.targetId)
      : await repo.findVisibleCommentOnVisiblePost(db, input.targetId);
  if (!visible) throw notFound(label(input.targetType));
  const inserted = await repo.insertReport(db, {
    ...(input.targetType === 'post' ? { postId: input.targetId } : { commentId: input.targetId }),
    reporterId: userId,
    reason: input.reason,
    details: input.details,
  });
  if (!inserted) throw conflict(M.alreadyReported);
  return inserted;
}

// ---------------------------------------------------------------- the queue (admins)

const stateOf = (row: { isHidden: boolean; deletedAt: Date | null }): ContentState =>
  row.deletedAt ? 'deleted' : row.isHidden ? 'hidden' : 'visible';

const iso = (value: Date | string) => new Date(value).toISOString();

export async function queue(
  db: Db,
  query: { status: 'open' | 'resolved'; targetType?: ModerationTarget; page: number; pageSize: number },
): Promise<ModerationQueuePage> {
  const [{ rows, total }, openCount] = await Promise.all([
    repo.queuePage(db, { ...query, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    repo.countOpenItems(db),
  ]);
  const postIds = rows.flatMap((r) => (r.postId === null ? [] : [r.postId]));
  const commentIds = rows.flatMap((r) => (r.commentId === null ? [] : [r.commentId]));
  const [postRows, commentRows, reports] = await Promise.all([
    repo.postsForQueue(db, postIds),
    repo.commentsForQueue(db, commentIds),
    repo.reportsFor(db, postIds, commentIds),
  ]);
  const targets = new Map([
    ...postRows.map((row) => [`post:${row.targetId}`, row] as const),
    ...commentRows.map((row) => [`comment:${row.targetId}`, row] as const),
  ]);
  const items: ModerationItem[] = rows.map((item) => {
    const targetType: ModerationTarget = item.postId === null ? 'comment' : 'post';
    const targetId = (item.postId ?? item.commentId)!;
    const target = targets.get(`${targetType}:${targetId}`)!;
    return {
      targetType,
      targetId,
      postId: target.postId,
      text: target.text,
      image: target.image,
      createdAt: target.createdAt.toISOString(),
      author: target.author,
      community: { communityId: target.communityId, communityName: target.communityName },
      state: stateOf(target),
      moderation: target.moderatedAt
        ? {
            reason: target.moderationReason,
            at: target.moderatedAt.toISOString(),
            by:
              target.moderatorId === null || target.moderatorName === null
                ? null
                : { userId: target.moderatorId, name: target.moderatorName },
          }
        : null,
      openReports: item.openReports,
      lastReportedAt: iso(item.lastReportedAt!),
      reports: reports
        .filter((r) => (targetType === 'post' ? r.postId : r.commentId) === targetId)
        .map((r) => ({
          reportId: r.reportId,
          reason: r.reason,
          details: r.details,
          reporter: r.reporter,
          createdAt: r.createdAt.toISOString(),
          resolvedAt: r.resolvedAt?.toISOString() ?? null,
          resolution: r.resolution,
        })),
    };
  });
  return { ...toPage(items, total, query), openCount };
}

export const openItems = (db: Db) => repo.countOpenItems(db);

// ---------------------------------------------------------------- actions (docs/communities.md, "Moderation")

const RESOLUTION = { hide: 'hidden', delete: 'deleted', dismiss: 'dismissed' } as const;

/**
 * Hides, deletes, restores or dismisses the reports of one post or comment, in one transaction
 * with its audit entry and, for a hide or a delete, the author's notification with the reason.
 * Any post or comment can be acted on, reported or not; every open report of it is closed.
 */
export async function moderate(
  db: Db,
  events: DomainEventBus,
  actor: Actor,
  input: { targetType: ModerationTarget; targetId: number; action: ModerationAction; reason: string | null },
): Promise<ModerationResult> {
  const { targetType: type, targetId, action, reason } = input;
  return inTransaction(db, events, async (uow) => {
    const target = await repo.lockTarget(uow.tx, type, targetId);
    if (!target) throw notFound(label(type));
    const before = stateOf(target);
    const now = new Date();
    const moderated = { moderatedAt: now, moderatedBy: actor.userId, moderationReason: reason };
    let after: ContentState = before;
    switch (action) {
      case 'hide':
        if (before !== 'visible') throw conflict(before === 'hidden' ? M.alreadyHidden : M.alreadyDeleted);
        await repo.setModeration(uow.tx, type, targetId, { isHidden: true, ...moderated });
        after = 'hidden';
        break;
      case 'delete':
        if (before === 'deleted') throw conflict(M.alreadyDeleted);
        await repo.setModeration(uow.tx, type, targetId, { isHidden: true, deletedAt: now, ...moderated });
        after = 'deleted';
        break;
      case 'restore':
        if (before === 'deleted') throw conflict(M.deletedIsFinal);
        if (before === 'visible') throw conflict(M.notHidden);
        await repo.setModeration(uow.tx, type, targetId, { isHidden: false, ...moderated });
        after = 'visible';
        break;
      case 'dismiss':
        break;
    }
    const resolvedReports =
      action === 'restore'
        ? 0
        : await repo.resolveOpenReports(uow.tx, type, targetId, RESOLUTION[action], actor.userId);
    if (action === 'dismiss' && resolvedReports === 0) throw conflict(M.noOpenReports);

    await recordAudit(uow, actor, {
      action:
        action === 'dismiss'
          ? `${type}.reports_dismissed`
          : `${type}.${({ hide: 'hidden', delete: 'deleted', restore: 'restored' } as const)[action]}`,
      entityType: type,
      entityId: targetId,
      before: { state: before, reason: target.moderationReason, openReports: resolvedReports },
      after: {
        state: after,
        reason: action === 'dismiss' ? target.moderationReason : reason,
        openReports: 0,
      },
    });

    if (action === 'hide' || action === 'delete') {
      const community = await repo.communityName(uow.tx, target.communityId);
      const verb = action === 'hide' ? 'hid' : 'removed';
      await notify(uow, {
        userId: target.authorId,
        senderId: actor.userId,
        type: NOTIFICATION_TYPES.contentModerated,
        message: `A moderator ${verb} your ${type} in ${community}. Reason: ${reason}`,
        link: `/communities?community=${target.communityId}`,
      });
      uow.publish('community.contentRemoved', {
        communityId: target.communityId,
        targetType: type,
        targetId,
      });
    }
    return { targetType: type, targetId, state: after, resolvedReports };
  });
}

// ---------------------------------------------------------------- communities (admins)

function toStaffCommunity(
  row: Awaited<ReturnType<typeof repo.listStaffCommunities>>[number],
): StaffCommunity {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listCommunities(db: Db): Promise<StaffCommunity[]> {
  return (await repo.listStaffCommunities(db)).map(toStaffCommunity);
}

async function readCommunity(db: Db, communityId: number) {
  const [row] = await repo.listStaffCommunities(db, communityId);
  if (!row) throw notFound('Community');
  return toStaffCommunity(row);
}

const nameTakenError = () => conflict(M.communityNameTaken, { communityName: M.communityNameTaken });

/** The unique index backs the check against a race between two admins. */
const isUniqueViolation = (err: unknown) => {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export async function createCommunity(
  db: Db,
  events: DomainEventBus,
  actor: Actor,
  input: { communityName: string; description: string | null },
): Promise<StaffCommunity> {
  if (await repo.nameTaken(db, input.communityName)) throw nameTakenError();
  try {
    const communityId = await inTransaction(db, events, async (uow) => {
      const id = await repo.insertCommunity(uow.tx, input);
      await recordAudit(uow, actor, {
        action: 'community.created',
        entityType: 'community',
        entityId: id,
        after: input,
      });
      return id;
    });
    return readCommunity(db, communityId);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTakenError();
    throw err;
  }
}

export async function updateCommunity(
  db: Db,
  events: DomainEventBus,
  actor: Actor,
  communityId: number,
  change: { communityName?: string; description?: string | null },
): Promise<StaffCommunity> {
  if (change.communityName !== undefined && (await repo.nameTaken(db, change.communityName, communityId))) {
    throw nameTakenError();
  }
  try {
    await inTransaction(db, events, async (uow) => {
      const before = await repo.lockCommunity(uow.tx, communityId);
      if (!before) throw notFound('Community');
      const after = { ...before, ...change };
      if (after.communityName === before.communityName && after.description === before.description) return;
      await repo.updateCommunity(uow.tx, communityId, change);
      await recordAudit(uow, actor, {
        action: 'community.updated',
        entityType: 'community',
        entityId: communityId,
        before,
        after,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTakenError();
    throw err;
  }
  return readCommunity(db, communityId);
}

/**
 * A new logo goes through the image pipeline (sniffed, size-capped, re-encoded) and replaces the
 * old one, whose stored file is deleted with it; null goes back to the default picture.
 */
export async function setLogo(
  db: Db,
  events: DomainEventBus,
  actor: Actor,
  communityId: number,
  image: Buffer | null,
): Promise<StaffCommunity> {
  await inTransaction(db, events, async (uow) => {
    const before = await repo.lockCommunity(uow.tx, communityId);
    if (!before) throw notFound('Community');
    if (!image && !before.communityLogo) return;
    const stored = image ? await storeImage(uow.tx, image, actor.userId) : null;
    await repo.updateCommunity(uow.tx, communityId, { communityLogo: stored?.path ?? null });
    const oldFile = fileIdFromPath(before.communityLogo);
    if (oldFile) await deleteFile(uow.tx, oldFile);
    await recordAudit(uow, actor, {
      action: 'community.updated',
      entityType: 'community',
      entityId: communityId,
      before: { communityLogo: before.communityLogo },
      after: { communityLogo: stored?.path ?? null },
    });
  });
  return readCommunity(db, communityId);
}
