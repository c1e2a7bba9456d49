import type { StaffPackageApplicationDetail } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const getPackageApplication = async (id: number) =>
  (await api.get<StaffPackageApplicationDetail>(`staff/package-applications/${id}`)).data;

export const usePackageApplication = (id: number) =>
  useQuery({ queryKey: adminKeys.packageApplication(id), queryFn: () => getPackageApplication(id) });
