import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import {
  createCommunitySchema,
  moderationActionSchema,
  moderationCountsSchema,
  moderationQueuePageSchema,
  moderationQueueQuerySchema,
  moderationResultSchema,
  staffCommunitiesAnswerSchema,
  staffCommunityParamsSchema,
  staffCommunitySchema,
  updateCommunitySchema,
} from './moderation';

/** The console's moderation queue and community editing: admins only (docs/console.md). */
export const moderationEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/staff/moderation/queue',
    access: 'admin',
    query: moderationQueueQuerySchema,
    answer: envelopeSchema(moderationQueuePageSchema),
  }),
  counts: endpoint({
    method: 'GET',
    path: '/staff/moderation/counts',
    access: 'admin',
    answer: envelopeSchema(moderationCountsSchema),
  }),
  act: endpoint({
    method: 'POST',
    path: '/staff/moderation/actions',
    access: 'admin',
    body: moderationActionSchema,
    answer: envelopeSchema(moderationResultSchema),
  }),
  communities: endpoint({
    method: 'GET',
    path: '/staff/communities',
    access: 'admin',
    answer: staffCommunitiesAnswerSchema,
  }),
  createCommunity: endpoint({
    method: 'POST',
    path: '/staff/communities',
    access: 'admin',
    body: createCommunitySchema,
    answer: envelopeSchema(staffCommunitySchema),
    status: 201,
  }),
  updateCommunity: endpoint({
    method: 'PATCH',
    path: '/staff/communities/:communityId',
    access: 'admin',
    params: staffCommunityParamsSchema,
    body: updateCommunitySchema,
    answer: envelopeSchema(staffCommunitySchema),
  }),
  setLogo: endpoint({
    method: 'PUT',
    path: '/staff/communities/:communityId/logo',
    access: 'admin',
    summary: 'The image as the file part logo',
    params: staffCommunityParamsSchema,
    body: 'multipart',
    answer: envelopeSchema(staffCommunitySchema),
  }),
  removeLogo: endpoint({
    method: 'DELETE',
    path: '/staff/communities/:communityId/logo',
    access: 'admin',
    params: staffCommunityParamsSchema,
    answer: envelopeSchema(staffCommunitySchema),
  }),
};
