import { contactEndpoints, type UpdateContactMessageInput } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { consoleBadgesKey } from '../../../../lib/console-keys';
import { contactConsoleKeys } from './keys';

/** Read, handled, assignee and the internal note; the answer is the message as it now stands. */
export function useUpdateContactMessage(contactMessageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateContactMessageInput) =>
      (await call(contactEndpoints.updateMessage, { params: { contactMessageId }, body: change })).data,
    onSuccess: (message) => {
      queryClient.setQueryData(contactConsoleKeys.inboxMessage(contactMessageId), message);
      void queryClient.invalidateQueries({ queryKey: [...contactConsoleKeys.inbox, 'list'] });
      void queryClient.invalidateQueries({ queryKey: consoleBadgesKey });
    },
  });
}
