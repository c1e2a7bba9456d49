import { under18Endpoints as E } from '@edupath/contract/under-18';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys } from '../../profile/index';

/** A student's age state: adult, or under 18 waiting for / confirmed by a parent (docs/accounts.md#under-18). */
export function useStaffStudentAge(userId: number) {
  return useQuery({
    queryKey: [...profileKeys.staffStudent(userId), 'parental-consent'] as const,
    queryFn: async ({ signal }) => (await call(E.ofStudent, { params: { userId }, signal })).data,
    enabled: userId > 0,
  });
}
