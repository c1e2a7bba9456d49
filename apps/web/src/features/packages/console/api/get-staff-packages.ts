import { staffPackageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { packageConsoleKeys } from './keys';

export const getStaffPackages = async (signal?: AbortSignal) => (await call(E.packages, { signal })).data;

/** Every package, hidden ones too (admins). */
export const useStaffPackages = (enabled = true) =>
  useQuery({
    queryKey: packageConsoleKeys.packages,
    queryFn: ({ signal }) => getStaffPackages(signal),
    enabled,
  });
