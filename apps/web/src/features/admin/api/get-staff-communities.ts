import { moderationEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function useStaffCommunities() {
  return useQuery({
    queryKey: adminKeys.communities,
    queryFn: async ({ signal }) => (await call(moderationEndpoints.communities, { signal })).data,
  });
}
