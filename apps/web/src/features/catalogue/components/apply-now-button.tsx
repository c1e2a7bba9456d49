import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useApplyToCourse } from '../../applications/index';

/** 'Apply Now' for one course, disabled while that course's application is on its way. */
export function ApplyNowButton({
  courseId,
  ...props
}: { courseId: number } & Omit<ButtonProps, 'onClick' | 'disabled' | 'children'>) {
  const { apply, pendingCourseId } = useApplyToCourse();
  return (
    <Button {...props} onClick={() => apply(courseId)} disabled={pendingCourseId === courseId}>
      {CATALOGUE_TEXTS.applyNow}
    </Button>
  );
}
