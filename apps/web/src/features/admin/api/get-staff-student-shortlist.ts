import { shortlistEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** The courses a student shortlisted (docs/planning.md#shortlist): their advisor and admins read it. */
export function useStaffStudentShortlist(userId: number) {
  return useQuery({
    queryKey: [...adminKeys.student(userId), 'shortlist'],
    queryFn: async () => (await call(shortlistEndpoints.ofStudent, { params: { userId } })).data,
    enabled: userId > 0,
  });
}
