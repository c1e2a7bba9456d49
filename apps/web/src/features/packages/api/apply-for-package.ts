import type { ApplyPackageInput } from '@edupath/contract';
import { packageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';
import { myPackageApplicationsQueryKey } from './get-my-package-applications';
import { packagesQueryOptions } from './get-packages';

export const applyForPackage = (input: ApplyPackageInput) => call(E.apply, { body: input });

/**
 * On success the package list and the student's package applications are fetched again (docs/packages.md,
 * "Applying for a package"); a 409 (applied from another tab) refreshes the applications too.
 */
export function useApplyForPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForPackage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: packagesQueryOptions().queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: myPackageApplicationsQueryKey }),
      ]),
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        void queryClient.invalidateQueries({ queryKey: myPackageApplicationsQueryKey });
      }
    },
  });
}
