import { type AdmissionApplication, applicationEndpoints } from '@edupath/contract';
import { APPLICATIONS_STALE_MS } from '@edupath/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { applicationsQueryKey, retryUnlessClientError } from './get-applications';

export const applicationQueryKey = (admissionApplicationId: number) =>
  [...applicationsQueryKey, admissionApplicationId] as const;

export const getApplication = async (admissionApplicationId: number) =>
  (await call(applicationEndpoints.one, { params: { admissionApplicationId } })).data;

/** One application; the list already in the cache shows it at once while it is refreshed. */
export function useApplication(admissionApplicationId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: applicationQueryKey(admissionApplicationId),
    queryFn: () => getApplication(admissionApplicationId),
    enabled: Number.isInteger(admissionApplicationId) && admissionApplicationId > 0,
    staleTime: APPLICATIONS_STALE_MS,
    retry: retryUnlessClientError,
    placeholderData: () =>
      queryClient
        .getQueryData<AdmissionApplication[]>(applicationsQueryKey)
        ?.find((a) => a.admissionApplicationId === admissionApplicationId),
  });
}
