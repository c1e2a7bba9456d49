import { staffPackageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { packageConsoleKeys } from './keys';

export const getPackageApplication = async (packageApplicationId: number, signal?: AbortSignal) =>
  (await call(E.application, { params: { packageApplicationId }, signal })).data;

export const usePackageApplication = (id: number) =>
  useQuery({
    queryKey: packageConsoleKeys.application(id),
    queryFn: ({ signal }) => getPackageApplication(id, signal),
  });
