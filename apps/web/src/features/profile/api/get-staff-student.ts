import type { StaffStudentDetail } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function useStaffStudent(userId: number) {
  return useQuery({
    queryKey: adminKeys.student(userId),
    queryFn: async () => (await api.get<StaffStudentDetail>(`staff/students/${userId}`)).data,
  });
}
