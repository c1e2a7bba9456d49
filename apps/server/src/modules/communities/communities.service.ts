import {
  COMMUNITY_MESSAGES,
  type CommentItem,
  type CommentReply,
  type Community,
  DEFAULT_COMMUNITY_LOGO,
  type LikeState,
  NOTIFICATION_TYPES,
  type Post,
} from '@edupath/contract';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { storeImage } from '../files/index';
import { notify } from '../notifications/index';
import * as repo from './communities.repository';

// ---------------------------------------------------------------- communities and membership

export async function listCommunities(db: Db, userId: number): Promise<Community[]> {
  const rows = await repo.listCommunitiesFor(db, userId);
  return rows.map((row) => ({
    communityId: row.communityId,
    communityName: row.communityName,
    communityLogo: row.communityLogo || DEFAULT_COMMUNITY_LOGO,
    description: row.description,
    rating: row.rating,
    memberCount: row.memberCount,
    UserCommunityMapModels:
      row.membershipActive === null
        ? []
        : [{ communityId: row.communityId, userId, isActive: row.membershipActive }],
  }));
}

/** Not found unless the community exists. */
export async function requireCommunity(db: Db, communityId: number) {
  if (!(await repo.communityExists(db, communityId))) throw notFound('Community');
}

export async function join(db: Db, communityId: number, userId: number) {
  await requireCommunity(db, communityId);
  await repo.setMembership(db, communityId, userId, true);
  return { communityId, userId, isActive: true };
}

export async function leave(db: Db, communityId: number, userId: number) {
  await requireCommunity(db, communityId);
  await repo.deactivateMembership(db, communityId, userId);
  return { communityId, userId, isActive: false };
}

// ---------------------------------------------------------------- posts

function toPost(row: repo.PostRow): Post {
  return {
    postId: row.postId,
    communityId: row.communityId,
    postText: row.postText,
    postImage: row.postImage,
    createdAt: row.createdAt.toISOString(),
    totalLikes: row.totalLikes,
    totalComments: row.totalComments,
    LikeModels: row.viewerLikeId === null ? [] : [{ likeId: row.viewerLikeId }],
    UserModel: {
      userId: row.authorId,
      name: row.authorName,
      profileImage: row.authorImage,
      location: row.authorLocation,
    },
  };
}

export async function listPosts(
  db: Db,
  options: { communityId: number; viewerId: number; cursor?: string; limit: number },
) {
  await requireCommunity(db, options.communityId);
  const [micros, postId] = options.cursor?.split('_') ?? [];
  const rows = await repo.postsPageQuery(db, {
    communityId: options.communityId,
    viewerId: options.viewerId,
    cursor: micros && postId ? { micros, postId: Number(postId) } : undefined,
    // One extra row tells whether another page exists without counting them all.
    limit: options.limit + 1,
  });
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    posts: page.map(toPost),
    nextCursor: rows.length > options.limit && last ? `${last.createdAtMicros}_${last.postId}` : null,
  };
}

export async function createPost(
  db: Db,
  input: { communityId: number; postText: string; userId: number; image: Buffer | null },
): Promise<Post> {
  await requireCommunity(db, input.communityId);
  if (!(await repo.isActiveMember(db, input.communityId, input.userId))) {
    throw forbidden(COMMUNITY_MESSAGES.membersOnly);
  }
  // The image and the post are written together: a failed insert leaves no orphan file.
  const postId = await db.transaction(async (tx) => {
    const stored = input.image ? await storeImage(tx, input.image, input.userId) : null;
    return repo.insertPost(tx, {
      communityId: input.communityId,
      userId: input.userId,
      postText: input.postText,
      postImage: stored?.path ?? null,
    });
  });
  return toPost((await repo.findPostForViewer(db, postId, input.userId))!);
}

// ---------------------------------------------------------------- likes

/** `likeId` is the like the page shows: with one the click means "unlike", without one "like". */
export async function toggleLike(
  db: Db,
  input: { postId: number; likeId?: number | null; userId: number },
): Promise<LikeState> {
  if (!(await repo.findVisiblePost(db, input.postId))) throw notFound('Post');
  const state = await db.transaction(async (tx) => {
    if (input.likeId) {
      // Someone else's like, or a like on another post, is not the caller's to remove (docs/communities.md,
      // "Likes"); a like that no longer exists is an unlike already done (a double click).
      const like = await repo.findLike(tx, input.likeId);
      if (like && (like.userId !== input.userId || like.postId !== input.postId)) throw notFound('Like');
      await repo.removeLike(tx, input.postId, input.userId);
    } else await repo.addLike(tx, input.postId, input.userId);
    return repo.likeState(tx, input.postId, input.userId);
  });
  return {
    postId: input.postId,
    liked: state.likeId !== null,
    likeId: state.likeId,
    totalLikes: state.totalLikes,
  };
}

// ---------------------------------------------------------------- comments

/** A comment without its thread: a top-level one gets its replies attached by listComments. */
function toComment(row: repo.CommentRow): CommentReply {
  return {
    commentId: row.commentId,
    postId: row.postId,
    parentCommentId: row.parentCommentId,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    UserModel: { userId: row.userId, name: row.name, profileImage: row.profileImage },
    replies: [],
  };
}

/** Top-level comments oldest first (it reads as a conversation), each with its replies in order. */
export async function listComments(db: Db, postId: number) {
  if (!(await repo.findVisiblePost(db, postId))) throw notFound('Post');
  const rows = await repo.listVisibleComments(db, postId);
  const topLevel = new Map<number, CommentItem>();
  for (const row of rows) if (row.parentCommentId === null) topLevel.set(row.commentId, toComment(row));
  let count = topLevel.size;
  for (const row of rows) {
    const parent = row.parentCommentId === null ? undefined : topLevel.get(row.parentCommentId);
    // A reply whose thread was hidden by a moderator goes with it.
    if (parent) {
      parent.replies.push(toComment(row));
      count++;
    }
  }
  return { comments: [...topLevel.values()], totalCommentsCount: count };
}

export async function addComment(
  db: Db,
  events: DomainEventBus,
  input: { postId: number; comment: string; parentCommentId?: number | null; userId: number },
): Promise<CommentItem> {
  const post = await repo.findVisiblePost(db, input.postId);
  if (!post) throw notFound('Post');
  const repliedTo = input.parentCommentId ? await repo.findVisibleComment(db, input.parentCommentId) : null;
  // A comment of another post is as unknown here as one that does not exist.
  if (input.parentCommentId && repliedTo?.postId !== input.postId) throw notFound('Comment');

  const commentId = await inTransaction(db, events, async (uow) => {
    const { tx } = uow;
    const id = await repo.insertComment(tx, {
      postId: input.postId,
      userId: input.userId,
      comment: input.comment,
      // Replies are one level deep: a reply to a reply joins the top-level comment's thread.
      parentCommentId: repliedTo ? (repliedTo.parentCommentId ?? repliedTo.commentId) : null,
    });
    if (repliedTo && repliedTo.userId !== input.userId) {
      const author = await repo.findCommentView(tx, id);
      await notify(uow, {
        userId: repliedTo.userId,
        senderId: input.userId,
        type: NOTIFICATION_TYPES.commentReply,
        message: `${author.name} replied to your comment`,
        link: `/communities?community=${post.communityId}`,
      });
    }
    return id;
  });
  return toComment(await repo.findCommentView(db, commentId));
}
