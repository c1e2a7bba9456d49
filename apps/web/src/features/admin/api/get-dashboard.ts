import type { StaffDashboard } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: async () => (await api.get<StaffDashboard>('staff/dashboard')).data,
  });
}
