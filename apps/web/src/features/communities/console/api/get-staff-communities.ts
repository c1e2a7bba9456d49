import { moderationEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { communityConsoleKeys } from './keys';

export function useStaffCommunities() {
  return useQuery({
    queryKey: communityConsoleKeys.communities,
    queryFn: async ({ signal }) => (await call(moderationEndpoints.communities, { signal })).data,
  });
}
