import { contactEndpoints, moderationEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Admins' nav badges: unread contact messages and items waiting in the moderation queue. */
export function useAdminBadges(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.adminBadges,
    queryFn: async ({ signal }) => {
      const [inbox, moderation] = await Promise.all([
        call(contactEndpoints.inboxCounts, { signal }),
        call(moderationEndpoints.counts, { signal }),
      ]);
      return { unreadMessages: inbox.data.unread, openReports: moderation.data.openItems };
    },
    enabled,
    // Nothing pushes these: a minute old at most, and asked again when the admin comes back.
    refetchInterval: 60_000,
  });
}
