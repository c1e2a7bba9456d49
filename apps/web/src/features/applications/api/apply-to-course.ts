import type { AdmissionApplication } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ApiError, api } from '../../../lib/api-client';
import { notificationsRootKey } from '../../notifications/index';
import { timelineRootKey } from '../../timeline/index';
import { applicationsQueryKey } from './get-applications';

export const APPLY_CONFIRMATION = 'Are you sure you want to apply for this course?';

export const applyToCourse = (courseId: number) => api.post<AdmissionApplication>('admission', { courseId });

/**
 * 'Apply Now': confirm in-app, send, then toast the server's message (docs/applications-and-timeline.md,
 * "Applying").
 * Applying also moves the student's timeline and notifications, so those caches refresh too.
 */
export function useApplyToCourse() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const mutation = useMutation({
    mutationFn: applyToCourse,
    onSuccess: (answer) => {
      toast.success(answer.message);
      for (const queryKey of [applicationsQueryKey, timelineRootKey, notificationsRootKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : 'Failed to apply. Please try again.'),
  });

  const apply = async (courseId: number) => {
    if (
      !(await confirm({ message: APPLY_CONFIRMATION, title: 'Apply for this course', confirmLabel: 'Apply' }))
    )
      return;
    mutation.mutate(courseId);
  };

  return {
    apply,
    isPending: mutation.isPending,
    /** The course being applied for, so a list can show 'Applying...' on that card only. */
    pendingCourseId: mutation.isPending ? mutation.variables : undefined,
  };
}
