import { chancesEndpoints as E, type ReportOutcomeInput } from '@edupath/contract/chances-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Query keys of this feature: a change to her outcomes refreshes her list and every range. */
export const chancesKeys = {
  all: ['chances'] as const,
  course: (courseId: number) => ['chances', 'course', courseId] as const,
  mine: ['chances', 'mine'] as const,
};

/** How similar profiles did on a course (docs/fit-and-chances.md#the-range); students only. */
export function useCourseChances(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: chancesKeys.course(courseId),
    queryFn: async ({ signal }) => (await call(E.courseChances, { params: { courseId }, signal })).data,
    enabled,
  });
}

export function useMyOutcomes(enabled = true) {
  return useQuery({
    queryKey: chancesKeys.mine,
    queryFn: async ({ signal }) => (await call(E.myOutcomes, { signal })).data,
    enabled,
  });
}

export function useReportOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportOutcomeInput) => call(E.report, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chancesKeys.all }),
  });
}

export function useWithdrawOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcomeId: number) => call(E.withdraw, { params: { outcomeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chancesKeys.all }),
  });
}
