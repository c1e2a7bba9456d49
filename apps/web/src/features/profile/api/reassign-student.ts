import type { ReassignStudentInput } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRootKey } from './keys';

/** Admins: the student (and their support chat) moves to another advisor. */
export function useReassignStudent(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReassignStudentInput) => api.patch<null>(`staff/students/${userId}/advisor`, input),
    // Every list shows the advisor, and the counters of both advisors move.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
