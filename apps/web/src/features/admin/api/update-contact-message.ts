import { contactEndpoints, type UpdateContactMessageInput } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Read, handled, assignee and the internal note; the answer is the message as it now stands. */
export function useUpdateContactMessage(contactMessageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateContactMessageInput) =>
      (await call(contactEndpoints.updateMessage, { params: { contactMessageId }, body: change })).data,
    onSuccess: (message) => {
      queryClient.setQueryData(adminKeys.inboxMessage(contactMessageId), message);
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.inbox, 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.adminBadges });
    },
  });
}
