import type { StaffCommunity } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function useStaffCommunities() {
  return useQuery({
    queryKey: adminKeys.communities,
    queryFn: async ({ signal }) => (await api.get<StaffCommunity[]>('staff/communities', { signal })).data,
  });
}
