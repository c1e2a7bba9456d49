import { applicationEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { staffApplicationKeys } from './keys';

/** One application as the console shows it: the student, the course, the history. */
export function useStaffApplication(admissionApplicationId: number) {
  return useQuery({
    queryKey: staffApplicationKeys.one(admissionApplicationId),
    queryFn: async ({ signal }) =>
      (await call(applicationEndpoints.staffOne, { params: { admissionApplicationId }, signal })).data,
  });
}
