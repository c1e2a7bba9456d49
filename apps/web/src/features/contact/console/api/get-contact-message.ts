import { contactEndpoints } from '@edupath/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../../lib/api-client';
import { consoleBadgesKey } from '../../../../lib/console-keys';
import { contactConsoleKeys } from './keys';

/** Opening a message marks it read for the whole inbox, so the list and the badge are asked again. */
export function useContactMessage(contactMessageId: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: contactConsoleKeys.inboxMessage(contactMessageId),
    queryFn: async ({ signal }) =>
      (await call(contactEndpoints.message, { params: { contactMessageId }, signal })).data,
  });
  const readAt = query.data?.readAt;
  useEffect(() => {
    if (readAt) {
      void queryClient.invalidateQueries({ queryKey: [...contactConsoleKeys.inbox, 'list'] });
      void queryClient.invalidateQueries({ queryKey: consoleBadgesKey });
    }
  }, [readAt, queryClient]);
  return query;
}
