import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { idParam } from './fields';

export * from './account-deletion-constants';

/**
 * Deleting an account (docs/privacy.md#deletion): a student asks on /account with her password (or,
 * for an account that signs in only with Google, a sign-in in the last few minutes); after a grace
 * period in which signing in cancels it, a durable job erases her personal data.
 */

/**
 * Her own view: nothing pending, or pending since `requestedAt` until `scheduledFor`. `confirmWith`
 * says what the request must carry: her password, or (an account without one) a recent sign-in.
 */
export const accountDeletionStateSchema = z.object({
  status: z.enum(['none', 'pending']),
  requestedAt: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  confirmWith: z.enum(['password', 'recentSignIn']),
});
export type AccountDeletionState = z.infer<typeof accountDeletionStateSchema>;

export const requestAccountDeletionSchema = z.object({
  /** Required when `confirmWith` is 'password'; ignored otherwise. */
  password: z.string().max(200).optional(),
});
export type RequestAccountDeletionInput = z.input<typeof requestAccountDeletionSchema>;

/** What admins see of a student's deletion in the console; they cannot start or stop it. */
export const studentDeletionStateSchema = z.object({
  status: z.enum(['none', 'pending', 'erased']),
  requestedAt: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  erasedAt: z.string().nullable(),
});
export type StudentDeletionState = z.infer<typeof studentDeletionStateSchema>;

/** A student deletes only herself; advisors neither see nor start it; admins see the state. */
export const accountDeletionEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/account/deletion',
    access: 'student',
    summary: 'Whether her account is due to be deleted, and when',
    answer: envelopeSchema(accountDeletionStateSchema),
  }),
  request: endpoint({
    method: 'POST',
    path: '/account/deletion',
    access: 'student',
    summary: 'Asks for her account to be deleted after the grace period (password or recent sign-in)',
    body: requestAccountDeletionSchema,
    answer: envelopeSchema(accountDeletionStateSchema),
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/account/deletion',
    access: 'student',
    summary: 'Cancels a pending deletion of her account',
    answer: envelopeSchema(accountDeletionStateSchema),
  }),
  ofStudent: endpoint({
    method: 'GET',
    path: '/staff/students/:userId/deletion',
    access: 'admin',
    summary: "A student's account deletion state: pending since and until, or erased (admins)",
    params: z.object({ userId: idParam('userId') }),
    answer: envelopeSchema(studentDeletionStateSchema),
  }),
};
