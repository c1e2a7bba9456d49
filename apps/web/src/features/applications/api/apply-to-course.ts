import type { AdmissionApplication, AppliedCourse } from '@edupath/contract';
import { APPLICATION_MESSAGES } from '@edupath/contract/applications-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ApiError, api } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { notificationsRootKey } from '../../notifications/index';
import { timelineRootKey } from '../../timeline/index';
import { applicationsQueryKey, appliedCoursesQueryKey } from './keys';

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
      const { admissionApplicationId, CourseModel } = answer.data;
      // The button turns into 'Applied' at once; the refetch then confirms it.
      queryClient.setQueryData<AppliedCourse[]>(appliedCoursesQueryKey, (applied = []) => [
        ...applied.filter((c) => c.courseId !== CourseModel.courseId),
        { courseId: CourseModel.courseId, admissionApplicationId },
      ]);
      for (const queryKey of [
        applicationsQueryKey,
        appliedCoursesQueryKey,
        timelineRootKey,
        notificationsRootKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => {
      // A 409 means another tab (or device) applied first: the button learns where that application is.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: appliedCoursesQueryKey });
      }
      toast.error(serverMessage(error) ?? APPLICATION_MESSAGES.applyFailed);
    },
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
