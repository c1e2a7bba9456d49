import { type ReassignStudentInput, staffStudentEndpoints } from '@edupath/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/**
 * Admins: the student (and their support chat) moves to another advisor. Every list of students
 * shows the advisor; `alsoRefresh` are the console's own views that move with it (the counters of
 * both advisors, the chats), which this feature does not know.
 */
export function useReassignStudent(userId: number, alsoRefresh: QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReassignStudentInput) =>
      call(staffStudentEndpoints.reassign, { params: { userId }, body: input }),
    onSuccess: () =>
      Promise.all(
        [profileKeys.staffStudents, profileKeys.staffStudent(userId), ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
