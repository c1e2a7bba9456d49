import { consoleEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: async ({ signal }) => (await call(consoleEndpoints.dashboard, { signal })).data,
  });
}
