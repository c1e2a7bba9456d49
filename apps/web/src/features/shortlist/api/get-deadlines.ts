import type { UpcomingDeadline } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { deadlinesQueryKey } from './keys';

export const getDeadlines = async () => (await api.get<UpcomingDeadline[]>('deadlines')).data;

/** The student's upcoming deadlines, soonest first (applications list and timeline). */
export function useDeadlines() {
  const { user } = useAuth();
  return useQuery({
    queryKey: deadlinesQueryKey,
    queryFn: getDeadlines,
    enabled: user?.role === 'student',
  });
}
