import type { Community, NotificationsSent, StaffNotificationInput } from '@edupath/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { notificationConsoleKeys } from './keys';

/** POST /staff/notifications: one row per recipient, each pushed live. */
export function useSendNotification() {
  return useMutation({
    mutationFn: (input: StaffNotificationInput) => api.post<NotificationsSent>('staff/notifications', input),
  });
}

/** The communities an admin may notify (the same list the student site shows). */
export function useCommunityOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...notificationConsoleKeys.notify, 'communities'],
    queryFn: async () => (await api.get<Community[]>('community/user-communities')).data,
    enabled,
    staleTime: 10 * 60_000,
  });
}
