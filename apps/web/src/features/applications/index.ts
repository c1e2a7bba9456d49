/** What other features may use of this one (ADR 005). */
export { type ApplyTarget, useApplyToCourse } from './api/apply-to-course';
export { useAppliedCourses, useCourseApplicationState } from './api/get-applied-courses';
export { applicationsQueryKey, appliedCoursesQueryKey } from './api/keys';
export { AppliedLink } from './components/applied-link';
