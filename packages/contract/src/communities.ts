import { z } from 'zod';
import { COMMENT_MAX_LENGTH, COMMUNITY_POSTS_PAGE_SIZE, POST_MAX_LENGTH } from './constants';
import { idParam } from './fields';
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
    .pipe(
      z
        .number({ error: 'communityId must be a number' })
        .int({ error: 'communityId must be a whole number' })
        .positive({ error: 'communityId must be a positive number' })
        .max(2_147_483_647, { error: 'communityId is too large' }),
    ),
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

export interface CommunityMembership {
  communityId: number;
  userId: number;
  isActive: boolean;
}

export interface Community {
  communityId: number;
  communityName: string;
  /** Never empty: the default image's path when the community has no logo. */
  communityLogo: string;
  description: string | null;
  rating: number;
  memberCount: number;
  /** The signed-in user's own membership (SPEC.md: a member if any entry is active); [] if never joined. */
  UserCommunityMapModels: CommunityMembership[];
}

export interface PostAuthor {
  userId: number;
  name: string;
  profileImage: string | null;
  location: string | null;
}

export interface Post {
  postId: number;
  communityId: number;
  postText: string;
  postImage: string | null;
  createdAt: string;
  totalLikes: number;
  totalComments: number;
  /** The signed-in user's like: `[{ likeId }]` when they liked the post, otherwise []. */
  LikeModels: Array<{ likeId: number }>;
  UserModel: PostAuthor;
}

/** GET /community/community-posts/{communityId}: posts in `data`, the next page's cursor beside it. */
export interface PostsAnswer {
  success: true;
  message: string;
  data: Post[];
  nextCursor: string | null;
}

export interface LikeState {
  postId: number;
  liked: boolean;
  likeId: number | null;
  totalLikes: number;
}

export interface CommentItem {
  commentId: number;
  postId: number;
  parentCommentId: number | null;
  comment: string;
  createdAt: string;
  UserModel: { userId: number; name: string; profileImage: string | null };
  /** One level: replies to replies are attached to the top-level comment. */
  replies: CommentItem[];
}

/** GET /community/comments: SPEC.md reads success, data, totalCommentsCount and message. */
export interface CommentsAnswer {
  success: true;
  message: string;
  data: CommentItem[];
  totalCommentsCount: number;
}
