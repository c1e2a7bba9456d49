import { lazy } from 'react';

/** What other features may use of this one (ADR 005). */
export { type ApplyTarget, useApplyToCourse } from './api/apply-to-course';
export { useAppliedCourses, useCourseApplicationState } from './api/get-applied-courses';
export { applicationsQueryKey, appliedCoursesQueryKey, staffApplicationKeys } from './api/keys';
export { AppliedLink } from './components/applied-link';

/**
 * The console's applications and document review queue, each loaded on its first visit, their
 * addresses, the facts a student's console page and the chats show of her applications, and the
 * review queue's key the console's live counters refresh.
 */
export const ApplicationsConsoleRoute = lazy(() => import('./console/routes/applications'));
export const ApplicationConsoleRoute = lazy(() => import('./console/routes/application'));
export const DocumentsConsoleRoute = lazy(() => import('./console/routes/documents'));
export { applicationConsoleKeys } from './console/api/keys';
export { DocumentsWaiting, documentsWaitingText, NextDeadline } from './console/components/application-facts';
export { applicationConsolePaths } from './console/paths';
