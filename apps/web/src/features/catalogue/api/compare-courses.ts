import { courseCostEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** 2 to 4 courses side by side (docs/planning.md#compare). */
export async function compareCourses(ids: number[], signal?: AbortSignal) {
  return (await call(courseCostEndpoints.compare, { query: { ids: ids.join(',') }, signal })).data;
}

export function useCompareCourses(ids: number[], enabled = true) {
  return useQuery({
    queryKey: ['catalogue', 'compare', ids],
    queryFn: ({ signal }) => compareCourses(ids, signal),
    enabled,
  });
}
