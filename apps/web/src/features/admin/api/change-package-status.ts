import type { PackageStatusChangeInput, StaffPackageApplicationDetail } from '@edupath/contract';
import { api } from '../../../lib/api-client';
import { usePackageApplicationMutation } from './package-application-mutation';

export const changePackageStatus = (id: number, input: PackageStatusChangeInput) =>
  api.patch<StaffPackageApplicationDetail>(`staff/package-applications/${id}/status`, input);

export const useChangePackageStatus = (id: number) =>
  usePackageApplicationMutation(id, (input: PackageStatusChangeInput) => changePackageStatus(id, input));
