import type { ApplyPackageInput, PackageApplication } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { packagesQueryOptions } from './get-packages';

export const applyForPackage = (input: ApplyPackageInput) =>
  api.post<PackageApplication>('packageUserMapping/apply', input);

/** On success the package list is fetched again (docs/packages.md, "Applying for a package"). */
export function useApplyForPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesQueryOptions().queryKey }),
  });
}
