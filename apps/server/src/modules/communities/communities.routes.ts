import { COMMUNITY_MESSAGES, createPostSchema, communityEndpoints as E } from '@edupath/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validation';
import { readMultipart } from '../files/index';
import * as service from './communities.service';
import { moderationRoutes } from './moderation.routes';
import { COMMENTS_PER_MINUTE, POSTS_PER_MINUTE, perUser } from './rate-limits';

/** The student's side of communities, registered from their descriptions (docs/communities.md). */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['communities'];
  await app.register(moderationRoutes);

  serve(
    app,
    E.list,
    async ({ user }) => {
      const list = await service.listCommunities(app.db, user.userId);
      return ok(list, `${list.length} communities`);
    },
    { tags },
  );

  serve(
    app,
    E.join,
    async ({ user, body }) =>
      ok(await service.join(app.db, body.communityId, user.userId), COMMUNITY_MESSAGES.joined),
    { tags },
  );
  serve(
    app,
    E.leave,
    async ({ user, body }) =>
      ok(await service.leave(app.db, body.communityId, user.userId), COMMUNITY_MESSAGES.left),
    { tags },
  );

  serve(
    app,
    E.posts,
    async ({ user, params, query }) => {
      const page = await service.listPosts(app.db, {
        communityId: params.communityId,
        viewerId: user.userId,
        cursor: query.cursor,
        limit: query.limit,
      });
      return {
        success: true,
        message: `${page.posts.length} posts`,
        data: page.posts,
        nextCursor: page.nextCursor,
      };
    },
    { tags },
  );

  serve(
    app,
    E.createPost,
    async ({ user, request }) => {
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
      return ok(post, COMMUNITY_MESSAGES.postCreated);
    },
    { tags, config: perUser('community-post', POSTS_PER_MINUTE) },
  );

  serve(
    app,
    E.toggleLike,
    async ({ user, body }) => {
      const state = await service.toggleLike(app.db, { ...body, userId: user.userId });
      return ok(state, state.liked ? 'Post liked' : 'Like removed');
    },
    { tags },
  );

  serve(
    app,
    E.comments,
    async ({ query }) => {
      const result = await service.listComments(app.db, query.postId);
      return {
        success: true,
        message: `${result.totalCommentsCount} comments`,
        data: result.comments,
        totalCommentsCount: result.totalCommentsCount,
      };
    },
    { tags },
  );

  serve(
    app,
    E.comment,
    async ({ user, body }) =>
      ok(await service.addComment(app.db, app.events, { ...body, userId: user.userId }), 'Comment added'),
    { tags, config: perUser('community-comment', COMMENTS_PER_MINUTE) },
  );
};
