import { chancesEndpoints as E } from '@edupath/contract/chances-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys } from '../../profile/index';

const chancesKey = (userId: number) => [...profileKeys.staffStudent(userId), 'chances'] as const;

/** Her ranges per shortlisted course and her outcomes (docs/fit-and-chances.md#where-it-shows). */
export function useStaffStudentChances(userId: number) {
  return useQuery({
    queryKey: chancesKey(userId),
    queryFn: async ({ signal }) => (await call(E.staffStudentChances, { params: { userId }, signal })).data,
    enabled: userId > 0,
  });
}

/** The advisor has checked the decision letter: the outcome becomes verified (audit-logged). */
export function useVerifyOutcome(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcomeId: number) => call(E.verify, { params: { outcomeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chancesKey(userId) }),
  });
}
