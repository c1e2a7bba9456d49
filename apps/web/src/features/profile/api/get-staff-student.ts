import { staffStudentEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** A student's page in the console: her details, whole profile, applications and milestones. */
export function useStaffStudent(userId: number) {
  return useQuery({
    queryKey: profileKeys.staffStudent(userId),
    queryFn: async ({ signal }) =>
      (await call(staffStudentEndpoints.one, { params: { userId }, signal })).data,
  });
}
