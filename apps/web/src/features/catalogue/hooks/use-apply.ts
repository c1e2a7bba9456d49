import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useApplyToCourse } from '../api/apply-to-course';

/** Apply Now: the in-app confirmation, then POST /admission; the server's message as a toast. */
export function useApply() {
  const confirm = useConfirm();
  const mutation = useApplyToCourse();
  const apply = async (courseId: number) => {
    const confirmed = await confirm({
      title: 'Apply for this course',
      message: CATALOGUE_TEXTS.applyConfirm,
      confirmLabel: 'Yes, apply',
    });
    if (!confirmed) return;
    try {
      const answer = await mutation.mutateAsync(courseId);
      toast.success(answer.message);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Failed to apply. Please try again.');
    }
  };
  return { apply, pendingCourseId: mutation.isPending ? mutation.variables : undefined };
}
