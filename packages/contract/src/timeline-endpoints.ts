import { z } from 'zod';
import { endpoint } from './endpoint';
import { emptyEnvelopeSchema, envelopeSchema } from './envelope';
import {
  milestoneParamsSchema,
  milestoneSchema,
  milestoneStatusItemSchema,
  milestoneUserParamsSchema,
  saveMilestoneSchema,
  setMilestoneStatusSchema,
} from './timeline';

const milestoneAnswer = envelopeSchema(milestoneSchema);
const statusesAnswer = envelopeSchema(z.array(milestoneStatusItemSchema));

/** The milestones of the timeline and each student's status on them (docs/applications-and-timeline.md). */
export const timelineEndpoints = {
  /** `data` is the list, by order ("Milestones"). */
  milestones: endpoint({
    method: 'GET',
    path: '/milestones',
    access: 'signedIn',
    answer: envelopeSchema(z.array(milestoneSchema)),
  }),
  createMilestone: endpoint({
    method: 'POST',
    path: '/milestones',
    access: 'admin',
    body: saveMilestoneSchema,
    answer: milestoneAnswer,
    status: 201,
  }),
  updateMilestone: endpoint({
    method: 'PUT',
    path: '/milestones/:milestoneId',
    access: 'admin',
    params: milestoneParamsSchema,
    body: saveMilestoneSchema,
    answer: milestoneAnswer,
  }),
  deleteMilestone: endpoint({
    method: 'DELETE',
    path: '/milestones/:milestoneId',
    access: 'admin',
    params: milestoneParamsSchema,
    answer: emptyEnvelopeSchema,
  }),
  /** The student's own, or a student's in the viewer's scope (the service decides whose). */
  statuses: endpoint({
    method: 'GET',
    path: '/milestone-status/user/:userId',
    access: 'signedIn',
    params: milestoneUserParamsSchema,
    answer: statusesAnswer,
  }),
  /** Advisors and admins: the student is notified and their /timeline moves live. */
  setStatus: endpoint({
    method: 'PUT',
    path: '/milestone-status/user/:userId',
    access: 'staff',
    params: milestoneUserParamsSchema,
    body: setMilestoneStatusSchema,
    answer: statusesAnswer,
  }),
};
