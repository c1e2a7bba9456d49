import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMUNITY_POSTS_PAGE_SIZE, INT4_MAX, POST_MAX_LENGTH } from './constants';
import { envelopeSchema } from './envelope';
import { bodyId, idParam, timestampSchema } from './fields';
import { COMMUNITY_MESSAGES as M } from './messages';

/** Text that must say something once trimmed; the trimmed text is what gets stored. */
const nonBlank = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

export const communityIdBodySchema = z.object({ communityId: idParam('communityId') });
export type CommunityIdBody = z.input<typeof communityIdBodySchema>;

export const communityPostsParamsSchema = z.object({ communityId: idParam('communityId') });

/** Keyset pagination: `cursor` is the previous page's nextCursor (opaque to the client). */
export const communityPostsQuerySchema = z.object({
  cursor: z
    .string()
    .max(100)
    .regex(/^\d{1,17}_\d{1,10}$/, { error: 'cursor is not valid' })
    // The post id half is a 32-bit id like every other: a larger one was never handed out.
    .refine((cursor) => Number(cursor.split('_')[1]) <= INT4_MAX, { error: 'cursor is not valid' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(COMMUNITY_POSTS_PAGE_SIZE),
});

/** The multipart fields of POST /community/post (the image travels as the file part postImage). */
export const createPostSchema = z.object({
  postText: nonBlank(M.postTextRequired, POST_MAX_LENGTH, M.postTextTooLong),
  communityId: z
    .string({ error: M.communityRequired })
    .trim()
    .min(1, { error: M.communityRequired })
    .transform(Number)
    .pipe(bodyId('communityId')),
});
export type CreatePostInput = z.input<typeof createPostSchema>;

export const toggleLikeSchema = z.object({
  postId: idParam('postId'),
  /** The like the page shows: present means "unlike", absent or null means "like". */
  likeId: idParam('likeId').nullish(),
});
export type ToggleLikeInput = z.input<typeof toggleLikeSchema>;

export const commentsQuerySchema = z.object({ postId: idParam('postId') });

export const createCommentSchema = z.object({
  postId: idParam('postId'),
  comment: nonBlank(M.commentRequired, COMMENT_MAX_LENGTH, M.commentTooLong),
  parentCommentId: idParam('parentCommentId').nullish(),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

// ---------------------------------------------------------------- answers

const id = z.number().int();

/** The answer to join and leave too. */
export const communityMembershipSchema = z.object({ communityId: id, userId: id, isActive: z.boolean() });
export type CommunityMembership = z.infer<typeof communityMembershipSchema>;

export const communitySchema = z.object({
  communityId: id,
  communityName: z.string(),
  /** Never empty: the default image's path when the community has no logo. */
  communityLogo: z.string(),
  description: z.string().nullable(),
  rating: z.number(),
  memberCount: z.number().int(),
  /** The signed-in user's own membership (a member if an entry is active); [] if never joined. */
  UserCommunityMapModels: z.array(communityMembershipSchema),
});
export type Community = z.infer<typeof communitySchema>;

export const postAuthorSchema = z.object({
  userId: id,
  name: z.string(),
  profileImage: z.string().nullable(),
  location: z.string().nullable(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postSchema = z.object({
  postId: id,
  communityId: id,
  postText: z.string(),
  postImage: z.string().nullable(),
  createdAt: timestampSchema,
  totalLikes: z.number().int(),
  totalComments: z.number().int(),
  /** The signed-in user's like: `[{ likeId }]` when they liked the post, otherwise []. */
  LikeModels: z.array(z.object({ likeId: id })),
  UserModel: postAuthorSchema,
});
export type Post = z.infer<typeof postSchema>;

/**
 * GET /community/community-posts/{communityId}: posts in `data` (docs/communities.md), the next
 * page's cursor beside it (null on the last page).
 */
export const postsAnswerSchema = envelopeSchema(z.array(postSchema)).extend({
  nextCursor: z.string().nullable(),
});
export type PostsAnswer = z.infer<typeof postsAnswerSchema>;

export const likeStateSchema = z.object({
  postId: id,
  liked: z.boolean(),
  likeId: id.nullable(),
  totalLikes: z.number().int(),
});
export type LikeState = z.infer<typeof likeStateSchema>;

const commentFields = {
  commentId: id,
  postId: id,
  parentCommentId: id.nullable(),
  comment: z.string(),
  createdAt: timestampSchema,
  UserModel: z.object({ userId: id, name: z.string(), profileImage: z.string().nullable() }),
};

/** Replies are one level deep: a reply to a reply joins the top-level comment's thread, so a reply has none. */
export const commentReplySchema = z.object({ ...commentFields, replies: z.array(z.never()) });
export type CommentReply = z.infer<typeof commentReplySchema>;

export const commentItemSchema = z.object({ ...commentFields, replies: z.array(commentReplySchema) });
export type CommentItem = z.infer<typeof commentItemSchema>;

/** GET /community/comments: the envelope plus totalCommentsCount, replies included (docs/communities.md). */
export const commentsAnswerSchema = envelopeSchema(z.array(commentItemSchema)).extend({
  totalCommentsCount: z.number().int(),
});
export type CommentsAnswer = z.infer<typeof commentsAnswerSchema>;
