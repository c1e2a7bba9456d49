import { courseCostEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * A course's first-year cost and the inputs behind it (docs/planning.md#true-cost). Fetched once
 * at the default settings; the calculator re-runs the shared function on the inputs locally.
 */
export async function getCourseCost(courseId: number | string, signal?: AbortSignal) {
  return (await call(courseCostEndpoints.cost, { params: { courseId }, signal })).data;
}

export function useCourseCost(courseId: number | string) {
  return useQuery({
    queryKey: ['catalogue', 'course-cost', String(courseId)],
    queryFn: ({ signal }) => getCourseCost(courseId, signal),
  });
}
