import { staffPackageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { packageConsoleKeys } from './keys';

export const deletePackage = (packageId: number) => call(E.deletePackage, { params: { packageId } });

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageConsoleKeys.packages }),
  });
}
