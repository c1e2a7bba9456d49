import { communityEndpoints } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { communityKeys } from './keys';

export const joinCommunity = (communityId: number) =>
  call(communityEndpoints.join, { body: { communityId } });

/** The community list is refreshed after joining (docs/communities.md). */
export function useJoinCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCommunity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communityKeys.list() }),
  });
}
