import { shortlistEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys } from '../../profile/index';

/** The courses a student shortlisted (docs/planning.md#shortlist): their advisor and admins read it. */
export function useStaffStudentShortlist(userId: number) {
  return useQuery({
    queryKey: [...profileKeys.staffStudent(userId), 'shortlist'],
    queryFn: async () => (await call(shortlistEndpoints.ofStudent, { params: { userId } })).data,
    enabled: userId > 0,
  });
}
