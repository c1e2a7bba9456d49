import type { StaffApplicationDetail } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function useStaffApplication(applicationId: number) {
  return useQuery({
    queryKey: adminKeys.application(applicationId),
    queryFn: async () => (await api.get<StaffApplicationDetail>(`staff/applications/${applicationId}`)).data,
  });
}
