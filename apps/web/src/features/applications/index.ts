/** What other features may use of this one (ADR 005). */
export { type ApplyTarget, useApplyToCourse } from './api/apply-to-course';
export { useChangeApplicationStatus } from './api/change-application-status';
export { useAppliedCourses, useCourseApplicationState } from './api/get-applied-courses';
export { useStaffApplication } from './api/get-staff-application';
export {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationFilters,
  filtersFromSearch,
  searchFromFilters,
  useStaffApplications,
} from './api/get-staff-applications';
export { applicationsQueryKey, appliedCoursesQueryKey, staffApplicationKeys } from './api/keys';
export { AppliedLink } from './components/applied-link';
