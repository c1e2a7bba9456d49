import type { Invitation } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Who an invitation link is for, asked by the invitee before they sign in. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: async () =>
      (await api.get<Invitation>(`auth/invitations/${token}`, { allowUnauthorized: true })).data,
    retry: false,
  });
}
