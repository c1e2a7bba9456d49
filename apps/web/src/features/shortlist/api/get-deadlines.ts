import { shortlistEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { deadlinesQueryKey } from './keys';

export const getDeadlines = async () => (await call(shortlistEndpoints.deadlines)).data;

/** The student's upcoming deadlines, soonest first (applications list and timeline). */
export function useDeadlines() {
  const { user } = useAuth();
  return useQuery({
    queryKey: deadlinesQueryKey,
    queryFn: getDeadlines,
    enabled: user?.role === 'student',
  });
}
