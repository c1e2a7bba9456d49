import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { AppliedLink, useApplyToCourse, useCourseApplicationState } from '../../applications/index';

/**
 * 'Apply Now' for one course, disabled while that course's application is on its way; 'Applied'
 * (linking to the application) once the student applied (docs/applications-and-timeline.md, "Applied").
 */
export function ApplyNowButton({
  courseId,
  ...props
}: { courseId: number } & Omit<ButtonProps, 'onClick' | 'disabled' | 'children'>) {
  const { apply, pendingCourseId } = useApplyToCourse();
  const application = useCourseApplicationState(courseId);
  if (application.state === 'applied') {
    return (
      <AppliedLink
        admissionApplicationId={application.admissionApplicationId}
        size={props.size}
        className={props.className}
      />
    );
  }
  return (
    <Button
      {...props}
      onClick={() => apply(courseId)}
      // Until the student's applied courses are known, the button waits rather than offer a second application.
      disabled={pendingCourseId === courseId || application.state === 'checking'}
      aria-busy={application.state === 'checking' || undefined}
    >
      {CATALOGUE_TEXTS.applyNow}
    </Button>
  );
}
