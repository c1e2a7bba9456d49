import { type CalendarFeed, calendarEndpoints, urlOf } from '@edupath/contract';
import { CALENDAR_TEXTS } from '@edupath/contract/shortlist-constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { serverMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { calendarFeedQueryKey } from './keys';

/** One deadline as a calendar file, downloaded with the session (docs/planning.md#deadlines-in-a-calendar). */
export const deadlineCalendarUrl = (courseId: number) =>
  urlOf(calendarEndpoints.deadlineFile, { params: { courseId } });

/** Whether the student's private calendar address is on; its secret is never sent again. */
export function useCalendarFeed() {
  const { user } = useAuth();
  return useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: async () => (await call(calendarEndpoints.feed)).data,
    enabled: user?.role === 'student',
  });
}

/** A new address (the old one stops working); the answer is the only time its secret is shown. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => call(calendarEndpoints.createFeed),
    onSuccess: (answer) => {
      toast.success(answer.message);
      const { active, createdAt } = answer.data;
      queryClient.setQueryData<CalendarFeed>(calendarFeedQueryKey, { active, createdAt });
    },
    onError: (error) => toast.error(serverMessage(error) ?? CALENDAR_TEXTS.failed),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => call(calendarEndpoints.revokeFeed),
    onSuccess: (answer) => {
      toast.success(answer.message);
      queryClient.setQueryData<CalendarFeed>(calendarFeedQueryKey, answer.data);
    },
    onError: (error) => toast.error(serverMessage(error) ?? CALENDAR_TEXTS.failed),
  });
}
