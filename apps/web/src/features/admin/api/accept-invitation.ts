import type { AcceptInvitationInput } from '@edupath/contract';
import { api } from '../../../lib/api-client';

/** The invitee's password; the link then stops working. */
export const acceptInvitation = (token: string, input: AcceptInvitationInput) =>
  api.post<null>(`auth/invitations/${token}`, input, { allowUnauthorized: true });
