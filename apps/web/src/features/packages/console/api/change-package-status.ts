import type { PackageStatusChangeInput } from '@edupath/contract';
import { staffPackageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { call } from '../../../../lib/api-client';
import { usePackageApplicationMutation } from './package-application-mutation';

export const changePackageStatus = (packageApplicationId: number, input: PackageStatusChangeInput) =>
  call(E.changeStatus, { params: { packageApplicationId }, body: input });

export const useChangePackageStatus = (id: number) =>
  usePackageApplicationMutation(id, (input: PackageStatusChangeInput) => changePackageStatus(id, input));
