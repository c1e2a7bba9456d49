import type { StaffPackage } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const getStaffPackages = async () => (await api.get<StaffPackage[]>('staff/packages')).data;

/** Every package, hidden ones too (admins). */
export const useStaffPackages = (enabled = true) =>
  useQuery({ queryKey: adminKeys.packages, queryFn: getStaffPackages, enabled });
