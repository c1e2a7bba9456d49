import { communityEndpoints, consoleEndpoints, type StaffNotificationInput } from '@edupath/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { notificationConsoleKeys } from './keys';

/** POST /staff/notifications: one row per recipient, each pushed live. */
export function useSendNotification() {
  return useMutation({
    mutationFn: (input: StaffNotificationInput) => call(consoleEndpoints.notify, { body: input }),
  });
}

/** The communities an admin may notify (the same list the student site shows). */
export function useCommunityOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...notificationConsoleKeys.notify, 'communities'],
    queryFn: async ({ signal }) => (await call(communityEndpoints.list, { signal })).data,
    enabled,
    staleTime: 10 * 60_000,
  });
}
