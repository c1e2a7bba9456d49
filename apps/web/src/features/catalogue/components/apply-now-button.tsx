import { CATALOGUE_TEXTS } from '@edupath/contract/catalogue-constants';
import { UNDER_18_MESSAGES } from '@edupath/contract/under-18';
import { useEffect, useId, useRef } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth-storage';
import { paths } from '../../../lib/paths';
import {
  AppliedLink,
  type ApplyTarget,
  useApplyToCourse,
  useCourseApplicationState,
} from '../../applications/index';

/** On a course page's link, `?apply=1` opens the Apply Now question at once (docs/catalogue.md#course-page). */
export const APPLY_ON_ARRIVAL_PARAM = 'apply';

/** The course page that asks to apply as soon as it opens: where a visitor's sign-in returns to. */
export const applyOnArrivalPath = (courseId: number) =>
  `${paths.course(courseId)}?${APPLY_ON_ARRIVAL_PARAM}=1`;

/**
 * 'Apply Now' for one course, disabled while that course's application is on its way; 'Applied'
 * (linking to the application) once the student applied (docs/applications-and-timeline.md, "Applied").
 */
export function ApplyNowButton({
  course,
  askOnArrival = false,
  onAsked,
  ...props
}: {
  /** The course and its intake dates: the question names the intake applied to. */
  course: ApplyTarget;
  /** Ask 'Are you sure…' once, as soon as the course is known to be open to this student. */
  askOnArrival?: boolean;
  /** Called when that question has been put, so the page can drop the request from its address. */
  onAsked?: () => void;
} & Omit<ButtonProps, 'onClick' | 'disabled' | 'children'>) {
  const { apply, pendingCourseId } = useApplyToCourse();
  const { courseId } = course;
  const application = useCourseApplicationState(courseId);
  // A child whose parent has not confirmed yet cannot apply: the button says why (docs/accounts.md#under-18).
  const waitingForParent = useAuth().user?.awaitingParent === true;
  const whyId = useId();
  // Once per arrival: not again on a re-render, and not before the applied courses are known
  // (a student who already applied sees 'Applied' instead).
  const asked = useRef(false);
  useEffect(() => {
    if (!askOnArrival || asked.current || application.state !== 'open' || waitingForParent) return;
    asked.current = true;
    onAsked?.();
    void apply(course);
  }, [askOnArrival, application.state, apply, course, onAsked, waitingForParent]);
  if (application.state === 'applied') {
    return (
      <AppliedLink
        admissionApplicationId={application.admissionApplicationId}
        size={props.size}
        className={props.className}
      />
    );
  }
  if (waitingForParent) {
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <Button {...props} disabled aria-describedby={whyId}>
          {CATALOGUE_TEXTS.applyNow}
        </Button>
        <span id={whyId} className="text-xs text-amber-800">
          {UNDER_18_MESSAGES.limited}
        </span>
      </span>
    );
  }
  return (
    <Button
      {...props}
      onClick={() => apply(course)}
      // Until the student's applied courses are known, the button waits rather than offer a second application.
      disabled={pendingCourseId === courseId || application.state === 'checking'}
      aria-busy={application.state === 'checking' || undefined}
    >
      {CATALOGUE_TEXTS.applyNow}
    </Button>
  );
}
