/** What other features may use of this one (ADR 005). */
export { useApplyToCourse } from './api/apply-to-course';
export { applicationsQueryKey } from './api/keys';
