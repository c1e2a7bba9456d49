import type { PackageInput, StaffPackage } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Creates a package (no id) or replaces one; the server sanitises the description. */
export const savePackage = ({ packageId, ...input }: PackageInput & { packageId?: number }) =>
  packageId === undefined
    ? api.post<StaffPackage>('staff/packages', input)
    : api.put<StaffPackage>(`staff/packages/${packageId}`, input);

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.packages }),
  });
}
