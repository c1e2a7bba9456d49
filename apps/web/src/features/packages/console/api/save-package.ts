import type { PackageInput } from '@edupath/contract';
import { staffPackageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { packageConsoleKeys } from './keys';

/** Creates a package (no id) or replaces one; the server sanitises the description. */
export const savePackage = ({ packageId, ...input }: PackageInput & { packageId?: number }) =>
  packageId === undefined
    ? call(E.createPackage, { body: input })
    : call(E.updatePackage, { params: { packageId }, body: input });

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageConsoleKeys.packages }),
  });
}
