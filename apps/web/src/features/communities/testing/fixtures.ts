import type { CommentItem, CommentReply, Community, Post } from '@edupath/contract';

export const community = (communityId: number, communityName: string, joined: boolean): Community => ({
  communityId,
  communityName,
  communityLogo: 'images/communities/default.svg',
  description: null,
  rating: 4.5,
  memberCount: 3,
  UserCommunityMapModels: joined ? [{ communityId, userId: 1, isActive: true }] : [],
});

/** A comment on post 7, written an hour ago by user `commentId`. */
export const comment = (
  commentId: number,
  text: string,
  name: string,
  replies: CommentReply[] = [],
): CommentItem => ({
  commentId,
  postId: 7,
  parentCommentId: null,
  comment: text,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  UserModel: { userId: commentId, name, profileImage: null },
  replies,
});

/** A reply in the thread of `parentCommentId` (replies have none of their own). */
export const reply = (
  commentId: number,
  parentCommentId: number,
  text: string,
  name: string,
): CommentReply => ({
  ...comment(commentId, text, name),
  parentCommentId,
  replies: [],
});

export const post = (postId: number, overrides: Partial<Post> = {}): Post => ({
  postId,
  communityId: 1,
  postText: `Post ${postId}`,
  postImage: null,
  createdAt: '2026-03-02T09:30:00.000Z',
  totalLikes: 0,
  totalComments: 0,
  LikeModels: [],
  UserModel: { userId: 1, name: 'Isha Verma', profileImage: null, location: null },
  ...overrides,
});
