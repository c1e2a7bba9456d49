import { type CourseSearchQuery, catalogueEndpoints } from '@edupath/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function searchCourses(query: CourseSearchQuery, signal?: AbortSignal) {
  return (await call(catalogueEndpoints.search, { query, signal })).data;
}

export function useCourseSearch(query: CourseSearchQuery, enabled = true) {
  return useQuery({
    queryKey: ['catalogue', 'course-search', query],
    queryFn: ({ signal }) => searchCourses(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
