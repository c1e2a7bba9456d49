import { applicationEndpoints } from '@edupath/contract';
import { APPLICATIONS_RETRIES, APPLICATIONS_STALE_MS } from '@edupath/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';
import { applicationsQueryKey } from './keys';

export { applicationsQueryKey };

export const getApplications = async () => (await call(applicationEndpoints.list)).data;

/**
 * The applications cache is fresh for 5 minutes and retried twice, never on a 4xx
 * (docs/applications-and-timeline.md, "The student's view").
 */
export const retryUnlessClientError = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
  failures < APPLICATIONS_RETRIES;

export function useApplications() {
  return useQuery({
    queryKey: applicationsQueryKey,
    queryFn: getApplications,
    staleTime: APPLICATIONS_STALE_MS,
    retry: retryUnlessClientError,
  });
}
