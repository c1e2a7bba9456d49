import { z } from 'zod';
import {
  commentItemSchema,
  commentsAnswerSchema,
  commentsQuerySchema,
  communityIdBodySchema,
  communityMembershipSchema,
  communityPostsParamsSchema,
  communityPostsQuerySchema,
  communitySchema,
  createCommentSchema,
  likeStateSchema,
  postSchema,
  postsAnswerSchema,
  toggleLikeSchema,
} from './communities';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { contentReportReceiptSchema, reportContentSchema } from './moderation';

/** The student's side of communities (docs/communities.md). */
export const communityEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/community/user-communities',
    access: 'signedIn',
    answer: envelopeSchema(z.array(communitySchema)),
  }),
  join: endpoint({
    method: 'POST',
    path: '/community/join-community',
    access: 'signedIn',
    body: communityIdBodySchema,
    answer: envelopeSchema(communityMembershipSchema),
  }),
  leave: endpoint({
    method: 'POST',
    path: '/community/leave-community',
    access: 'signedIn',
    body: communityIdBodySchema,
    answer: envelopeSchema(communityMembershipSchema),
  }),
  posts: endpoint({
    method: 'GET',
    path: '/community/community-posts/:communityId',
    access: 'signedIn',
    params: communityPostsParamsSchema,
    query: communityPostsQuerySchema,
    answer: postsAnswerSchema,
  }),
  createPost: endpoint({
    method: 'POST',
    path: '/community/post',
    access: 'signedIn',
    needsParent: true,
    summary: 'Fields postText, communityId; file postImage (optional)',
    body: 'multipart',
    answer: envelopeSchema(postSchema),
    status: 201,
  }),
  toggleLike: endpoint({
    method: 'POST',
    path: '/community/toggleLike',
    access: 'signedIn',
    body: toggleLikeSchema,
    answer: envelopeSchema(likeStateSchema),
  }),
  comments: endpoint({
    method: 'GET',
    path: '/community/comments',
    access: 'signedIn',
    query: commentsQuerySchema,
    answer: commentsAnswerSchema,
  }),
  comment: endpoint({
    method: 'POST',
    path: '/community/comment',
    access: 'signedIn',
    needsParent: true,
    body: createCommentSchema,
    answer: envelopeSchema(commentItemSchema),
    status: 201,
  }),
  report: endpoint({
    method: 'POST',
    path: '/community/report',
    access: 'signedIn',
    body: reportContentSchema,
    answer: envelopeSchema(contentReportReceiptSchema),
    status: 201,
  }),
};
