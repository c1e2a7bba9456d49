import { staffAccountEndpoints as E } from '@edupath/contract/staff-accounts-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Who an invitation link is for, asked by the invitee before they sign in. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: async ({ signal }) =>
      (await call(E.invitation, { params: { token }, signal, allowUnauthorized: true })).data,
    retry: false,
  });
}
