import { z } from 'zod';
import { staffStudentParamsSchema } from './console';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import {
  shortlistItemSchema,
  shortlistLookupQuerySchema,
  shortlistMergeSchema,
  shortlistParamsSchema,
  shortlistRemovedSchema,
  upcomingDeadlineSchema,
} from './shortlist';

const listAnswer = envelopeSchema(z.array(shortlistItemSchema));

/** The shortlist, its merge on sign-in, upcoming deadlines, and the staff view (docs/planning.md). */
export const shortlistEndpoints = {
  list: endpoint({ method: 'GET', path: '/shortlist', access: 'signedIn', answer: listAnswer }),
  /** Public: a visitor's list lives in the browser, which asks for the courses it names. */
  lookup: endpoint({
    method: 'GET',
    path: '/shortlist/courses',
    access: 'public',
    query: shortlistLookupQuerySchema,
    answer: listAnswer,
  }),
  add: endpoint({
    method: 'PUT',
    path: '/shortlist/:courseId',
    access: 'signedIn',
    params: shortlistParamsSchema,
    answer: listAnswer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/shortlist/:courseId',
    access: 'signedIn',
    params: shortlistParamsSchema,
    answer: envelopeSchema(shortlistRemovedSchema),
  }),
  merge: endpoint({
    method: 'POST',
    path: '/shortlist/merge',
    access: 'signedIn',
    body: shortlistMergeSchema,
    answer: envelopeSchema(z.object({ added: z.number().int(), items: z.array(shortlistItemSchema) })),
  }),
  deadlines: endpoint({
    method: 'GET',
    path: '/deadlines',
    access: 'signedIn',
    answer: envelopeSchema(z.array(upcomingDeadlineSchema)),
  }),
  ofStudent: endpoint({
    method: 'GET',
    path: '/staff/students/:userId/shortlist',
    access: 'staff',
    params: staffStudentParamsSchema,
    answer: listAnswer,
  }),
};
