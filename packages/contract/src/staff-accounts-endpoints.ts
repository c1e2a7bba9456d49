import { endpoint } from './endpoint';
import { emptyEnvelopeSchema, envelopeSchema } from './envelope';
import {
  acceptInvitationSchema,
  changeStaffRoleSchema,
  createStaffAccountSchema,
  deactivateStaffAccountSchema,
  invitationParamsSchema,
  invitationSchema,
  resetStaffPasswordSchema,
  staffAccountChangeSchema,
  staffAccountPageSchema,
  staffAccountParamsSchema,
  staffAccountSchema,
  staffAccountsQuerySchema,
  staffAccountWithCredentialSchema,
} from './staff-accounts';

const params = staffAccountParamsSchema;
const withCredential = envelopeSchema(staffAccountWithCredentialSchema);
const change = envelopeSchema(staffAccountChangeSchema);

/**
 * Staff accounts (docs/console.md, "Staff accounts"): admins manage advisors and admins; the
 * invitee, signed out, opens and accepts their invitation (the token is the proof).
 */
export const staffAccountEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/staff/accounts',
    access: 'admin',
    summary: 'The staff accounts of a filter, active first',
    query: staffAccountsQuerySchema,
    answer: envelopeSchema(staffAccountPageSchema),
  }),
  /** With the invitation link or temporary password to hand over, shown once. */
  create: endpoint({
    method: 'POST',
    path: '/staff/accounts',
    access: 'admin',
    summary: 'Creates an advisor or admin, with an invitation link or a temporary password',
    body: createStaffAccountSchema,
    answer: withCredential,
    status: 201,
  }),
  changeRole: endpoint({
    method: 'PATCH',
    path: '/staff/accounts/:userId/role',
    access: 'admin',
    summary: "Advisor ↔ admin; an advisor's students are handed over",
    params,
    body: changeStaffRoleSchema,
    answer: change,
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/staff/accounts/:userId/deactivate',
    access: 'admin',
    summary: 'Signs the account out everywhere and hands its students over',
    params,
    body: deactivateStaffAccountSchema,
    answer: change,
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/staff/accounts/:userId/reactivate',
    access: 'admin',
    summary: 'Lets a deactivated account sign in again',
    params,
    answer: envelopeSchema(staffAccountSchema),
  }),
  /** The old password and every session end. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/staff/accounts/:userId/reset-password',
    access: 'admin',
    summary: 'A new invitation link or temporary password for the account',
    params,
    body: resetStaffPasswordSchema,
    answer: withCredential,
  }),
  /** Who the link is for, asked by the invitee before they sign in. */
  invitation: endpoint({
    method: 'GET',
    path: '/auth/invitations/:token',
    access: 'public',
    summary: 'Who an invitation link is for',
    params: invitationParamsSchema,
    answer: envelopeSchema(invitationSchema),
  }),
  /** The invitee's password; the link then stops working. */
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/auth/invitations/:token',
    access: 'public',
    summary: 'The invitee chooses their password',
    params: invitationParamsSchema,
    body: acceptInvitationSchema,
    answer: emptyEnvelopeSchema,
  }),
};
