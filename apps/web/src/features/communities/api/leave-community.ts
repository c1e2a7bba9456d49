import { communityEndpoints } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { communityKeys } from './keys';

export const leaveCommunity = (communityId: number) =>
  call(communityEndpoints.leave, { body: { communityId } });

/** The community list is refreshed after leaving (docs/communities.md). */
export function useLeaveCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveCommunity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.list() }),
  });
}
