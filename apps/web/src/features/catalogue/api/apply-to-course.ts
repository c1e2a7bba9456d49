import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** SPEC.md section 4: applying sends the courseId; the server's message is shown on success. */
export async function applyToCourse(courseId: number) {
  return api.post<unknown>('admission', { courseId });
}

export function useApplyToCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToCourse,
    // The applications screen reads GET /admission under this key prefix.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
