import type { ShortlistItem } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** The courses a student shortlisted (docs/planning.md#shortlist): their advisor and admins read it. */
export function useStaffStudentShortlist(userId: number) {
  return useQuery({
    queryKey: [...adminKeys.student(userId), 'shortlist'],
    queryFn: async () => (await api.get<ShortlistItem[]>(`staff/students/${userId}/shortlist`)).data,
    enabled: userId > 0,
  });
}
