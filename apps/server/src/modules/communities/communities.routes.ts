import {
  COMMUNITY_MESSAGES,
  commentItemSchema,
  commentsAnswerSchema,
  commentsQuerySchema,
  communityIdBodySchema,
  communityMembershipSchema,
  communityPostsParamsSchema,
  communityPostsQuerySchema,
  communitySchema,
  createCommentSchema,
  createPostSchema,
  envelopeSchema,
  likeStateSchema,
  postSchema,
  postsAnswerSchema,
  toggleLikeSchema,
} from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { requireUser } from '../../lib/guards';
import { parseOrThrow } from '../../lib/validation';
import { readMultipart } from '../files/index';
import * as service from './communities.service';
import { moderationRoutes } from './moderation.routes';
import { COMMENTS_PER_MINUTE, POSTS_PER_MINUTE, perUser } from './rate-limits';

export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['communities'];
  await app.register(moderationRoutes);

  const membershipAnswer = { 200: envelopeSchema(communityMembershipSchema) };

  const communitiesAnswer = { 200: envelopeSchema(z.array(communitySchema)) };
  app.get(
    '/community/user-communities',
    { schema: { tags, response: communitiesAnswer } },
    async (request) => {
      const user = requireUser(request);
      const list = await service.listCommunities(app.db, user.userId);
      return ok(list, `${list.length} communities`);
    },
  );

  // Join and leave differ only in what they do to the membership and what they say.
  const membershipChanges = [
    { path: '/community/join-community', change: service.join, message: COMMUNITY_MESSAGES.joined },
    { path: '/community/leave-community', change: service.leave, message: COMMUNITY_MESSAGES.left },
  ];
  for (const { path, change, message } of membershipChanges) {
    app.post(
      path,
      { schema: { tags, body: communityIdBodySchema, response: membershipAnswer } },
      async (request) => {
        const user = requireUser(request);
        return ok(await change(app.db, request.body.communityId, user.userId), message);
      },
    );
  }

  app.get(
    '/community/community-posts/:communityId',
    {
      schema: {
        tags,
        params: communityPostsParamsSchema,
        querystring: communityPostsQuerySchema,
        response: { 200: postsAnswerSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const page = await service.listPosts(app.db, {
        communityId: request.params.communityId,
        viewerId: user.userId,
        cursor: request.query.cursor,
        limit: request.query.limit,
      });
      return {
        success: true,
        message: `${page.posts.length} posts`,
        data: page.posts,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.post(
    '/community/post',
    {
      config: perUser('community-post', POSTS_PER_MINUTE),
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Fields postText, communityId; file postImage (optional)',
        response: { 201: envelopeSchema(postSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readMultipart(request);
      const input = parseOrThrow(createPostSchema, form.fields);
      if (form.file && form.file.fieldName !== 'postImage') {
        throw badRequest('Send the image as postImage', { postImage: 'Send the image as postImage' });
      }
      const post = await service.createPost(app.db, {
        communityId: input.communityId,
        postText: input.postText,
        userId: user.userId,
        image: form.file?.data ?? null,
      });
      return reply.status(201).send(ok(post, COMMUNITY_MESSAGES.postCreated));
    },
  );

  app.post(
    '/community/toggleLike',
    { schema: { tags, body: toggleLikeSchema, response: { 200: envelopeSchema(likeStateSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const state = await service.toggleLike(app.db, { ...request.body, userId: user.userId });
      return ok(state, state.liked ? 'Post liked' : 'Like removed');
    },
  );

  app.get(
    '/community/comments',
    { schema: { tags, querystring: commentsQuerySchema, response: { 200: commentsAnswerSchema } } },
    async (request) => {
      requireUser(request);
      const result = await service.listComments(app.db, request.query.postId);
      return {
        success: true,
        message: `${result.totalCommentsCount} comments`,
        data: result.comments,
        totalCommentsCount: result.totalCommentsCount,
      };
    },
  );

  app.post(
    '/community/comment',
    {
      config: perUser('community-comment', COMMENTS_PER_MINUTE),
      schema: { tags, body: createCommentSchema, response: { 201: envelopeSchema(commentItemSchema) } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const comment = await service.addComment(app.db, app.events, { ...request.body, userId: user.userId });
      return reply.status(201).send(ok(comment, 'Comment added'));
    },
  );
};
