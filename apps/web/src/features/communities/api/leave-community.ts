import type { CommunityMembership } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { communityKeys } from './keys';

export const leaveCommunity = (communityId: number) =>
  api.post<CommunityMembership>('community/leave-community', { communityId });

/** The community list is refreshed after leaving (docs/communities.md). */
export function useLeaveCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveCommunity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.list() }),
  });
}
