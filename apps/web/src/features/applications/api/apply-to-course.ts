import { type AppliedCourse, applicationEndpoints } from '@edupath/contract';
import { APPLICATION_MESSAGES } from '@edupath/contract/applications-messages';
import { type IntakeFacts, type IntakeOccurrence, intakeToApply, todayIso } from '@edupath/contract/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ApiError, call } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { notificationsRootKey } from '../../notifications/index';
import { timelineRootKey } from '../../timeline/index';
import { applicationsQueryKey, appliedCoursesQueryKey } from './keys';

export const APPLY_CONFIRMATION = 'Are you sure you want to apply for this course?';

/** What applying needs of a course: its id and its intake dates, to name the intake applied to. */
export type ApplyTarget = { courseId: number } & IntakeFacts;

export const applyToCourse = (input: { courseId: number; intakeStart?: string }) =>
  call(applicationEndpoints.apply, { body: input });

/**
 * The confirmation's second line, naming the intake the student applies to: the course's own while
 * open, else the same intake a year later (docs/applications-and-timeline.md#applying).
 */
export const applyIntakeDetail = (intake: IntakeOccurrence) =>
  `You are applying for the ${intake.label} intake. Applications for it close on ${formatDate(`${intake.deadline}T00:00:00`)}.`;

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

  const apply = async (course: ApplyTarget) => {
    const intake = intakeToApply(course, todayIso());
    const confirmed = await confirm({
      message: APPLY_CONFIRMATION,
      detail: intake ? applyIntakeDetail(intake) : undefined,
      title: intake ? `Apply for the ${intake.label} intake` : 'Apply for this course',
      confirmLabel: 'Apply',
    });
    if (!confirmed) return;
    // The server refuses (409) rather than apply to another intake than the one named here.
    mutation.mutate({ courseId: course.courseId, ...(intake && { intakeStart: intake.start }) });
  };

  return {
    apply,
    isPending: mutation.isPending,
    /** The course being applied for, so a list can show 'Applying...' on that card only. */
    pendingCourseId: mutation.isPending ? mutation.variables?.courseId : undefined,
  };
}
