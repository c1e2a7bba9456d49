import { z } from 'zod';
import {
  notificationsSentSchema,
  staffAdvisorSchema,
  staffCountersSchema,
  staffDashboardSchema,
  staffNotificationSchema,
} from './console';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';

/**
 * The console's own endpoints (docs/console.md): its dashboard, the header's counters and the
 * notifications staff send. Each staff member's figures are within their own students; an admin's
 * cover everyone.
 */
export const consoleEndpoints = {
  /** The active advisors, for the advisor filters and reassignment (admins only). */
  advisors: endpoint({
    method: 'GET',
    path: '/staff/advisors',
    access: 'admin',
    answer: envelopeSchema(z.array(staffAdvisorSchema)),
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/staff/dashboard',
    access: 'staff',
    answer: envelopeSchema(staffDashboardSchema),
  }),
  /** The header's figures; the staffCountersChanged event carries the same shape live. */
  counters: endpoint({
    method: 'GET',
    path: '/staff/counters',
    access: 'staff',
    answer: envelopeSchema(staffCountersSchema),
  }),
  /** One notification per recipient, each pushed live: an advisor reaches their own students, an admin also a community. */
  notify: endpoint({
    method: 'POST',
    path: '/staff/notifications',
    access: 'staff',
    body: staffNotificationSchema,
    answer: envelopeSchema(notificationsSentSchema),
  }),
};
