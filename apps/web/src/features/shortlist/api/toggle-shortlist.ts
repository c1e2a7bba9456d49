import { type ShortlistItem, shortlistEndpoints } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useShortlistOwner } from './get-shortlist';
import { deadlinesQueryKey, shortlistQueryKey } from './keys';
import { localShortlist } from './local-shortlist';

const addToShortlist = async (courseId: number) =>
  (await call(shortlistEndpoints.add, { params: { courseId } })).data;
const removeFromShortlist = (courseId: number) => call(shortlistEndpoints.remove, { params: { courseId } });

/**
 * Adds or removes a course: in the browser for a visitor, on the account for a student. The
 * heart changes at once; a failure puts it back and says why.
 */
export function useToggleShortlist() {
  const owner = useShortlistOwner();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ courseId, add }: { courseId: number; add: boolean }) => {
      if (add) {
        const items = await addToShortlist(courseId);
        queryClient.setQueryData(shortlistQueryKey, items);
      } else await removeFromShortlist(courseId);
    },
    onMutate: async ({ courseId, add }) => {
      await queryClient.cancelQueries({ queryKey: shortlistQueryKey });
      const before = queryClient.getQueryData<ShortlistItem[]>(shortlistQueryKey);
      if (!add)
        queryClient.setQueryData(
          shortlistQueryKey,
          before?.filter((i) => i.courseId !== courseId),
        );
      return { before };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(shortlistQueryKey, context?.before);
      toast.error(serverMessage(error) ?? 'Failed to update your shortlist. Please try again.');
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: shortlistQueryKey });
      void queryClient.invalidateQueries({ queryKey: deadlinesQueryKey });
    },
  });

  const toggle = (courseId: number, shortlisted: boolean) => {
    if (owner === 'none') return;
    if (owner === 'visitor') {
      if (shortlisted) localShortlist.remove(courseId);
      else localShortlist.add(courseId);
      return;
    }
    mutation.mutate({ courseId, add: !shortlisted });
  };
  return { toggle, pending: mutation.isPending ? mutation.variables : undefined };
}
