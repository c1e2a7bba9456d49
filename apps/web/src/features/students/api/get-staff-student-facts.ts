import { eligibilityEndpoints as E } from '@edupath/contract/eligibility-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys } from '../../profile/index';

/**
 * Her eligibility facts, so the student page shows each shortlisted course's verdict as she sees
 * it (docs/console.md); asked only when a course states requirements to check.
 */
export function useStaffStudentFacts(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...profileKeys.staffStudent(userId), 'eligibility-facts'],
    queryFn: async ({ signal }) => (await call(E.staffStudentFacts, { params: { userId }, signal })).data,
    enabled: userId > 0 && enabled,
  });
}
