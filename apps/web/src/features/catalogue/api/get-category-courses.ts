import { type CategoryCoursesQuery, catalogueEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getCategoryCourses(
  courseCategoryId: number,
  query: CategoryCoursesQuery,
  signal?: AbortSignal,
) {
  return (await call(catalogueEndpoints.categoryCourses, { params: { courseCategoryId }, query, signal }))
    .data;
}

export function useCategoryCourses(courseCategoryId: number | undefined, pageSize: number) {
  return useQuery({
    queryKey: ['catalogue', 'category-courses', courseCategoryId, pageSize],
    queryFn: ({ signal }) => getCategoryCourses(courseCategoryId!, { pageSize }, signal),
    enabled: courseCategoryId !== undefined,
  });
}
