import { applicationEndpoints } from '@edupath/contract';
import { APPLICATIONS_STALE_MS } from '@edupath/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { appliedCoursesQueryKey } from './keys';

export const getAppliedCourses = async () => (await call(applicationEndpoints.applied)).data;

/**
 * The courses the signed-in student applied to (only ids: one cheap query). The main layout keeps
 * it loaded from the first paint, so every 'Apply Now' already knows whether to say 'Applied'
 * (docs/applications-and-timeline.md, "Applied").
 */
export function useAppliedCourses() {
  const { user } = useAuth();
  return useQuery({
    queryKey: appliedCoursesQueryKey,
    queryFn: getAppliedCourses,
    enabled: user?.role === 'student',
    staleTime: APPLICATIONS_STALE_MS,
  });
}

export type CourseApplicationState =
  | { state: 'open' }
  | { state: 'checking' }
  | { state: 'applied'; admissionApplicationId: number };

/** Whether the student may apply to the course, has applied (and where to see it), or is not known yet. */
export function useCourseApplicationState(courseId: number): CourseApplicationState {
  const { user } = useAuth();
  const applied = useAppliedCourses();
  if (user?.role !== 'student') return { state: 'open' };
  if (applied.isPending) return { state: 'checking' };
  const found = applied.data?.find((c) => c.courseId === courseId);
  return found
    ? { state: 'applied', admissionApplicationId: found.admissionApplicationId }
    : { state: 'open' };
}
