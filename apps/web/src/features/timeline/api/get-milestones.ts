import { timelineEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { timelineRootKey } from './keys';

export const milestonesQueryKey = [...timelineRootKey, 'milestones'] as const;

export const getMilestones = async () => (await call(timelineEndpoints.milestones)).data;

export function useMilestones() {
  return useQuery({ queryKey: milestonesQueryKey, queryFn: getMilestones, staleTime: 5 * 60_000 });
}
