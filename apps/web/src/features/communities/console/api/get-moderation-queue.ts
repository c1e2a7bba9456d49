import { type ModerationQueueStatus, moderationEndpoints } from '@edupath/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { communityConsoleKeys } from './keys';

export const QUEUE_PAGE_SIZE = 20;

export function useModerationQueue(status: ModerationQueueStatus, page: number) {
  return useQuery({
    queryKey: [...communityConsoleKeys.moderation, status, page],
    queryFn: async ({ signal }) =>
      (
        await call(moderationEndpoints.queue, {
          query: { status, page, pageSize: QUEUE_PAGE_SIZE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
