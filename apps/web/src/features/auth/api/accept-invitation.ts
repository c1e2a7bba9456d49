import type { AcceptInvitationInput } from '@edupath/contract/staff-accounts';
import { staffAccountEndpoints as E } from '@edupath/contract/staff-accounts-endpoints';
import { call } from '../../../lib/api-client';

/** The invitee's password; the link then stops working. */
export const acceptInvitation = (token: string, input: AcceptInvitationInput) =>
  call(E.acceptInvitation, { params: { token }, body: input, allowUnauthorized: true });
