import type { CategoryCoursesQuery, CourseListItem, Page } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getCategoryCourses(
  courseCategoryId: number,
  query: CategoryCoursesQuery,
  signal?: AbortSignal,
) {
  return (await api.get<Page<CourseListItem>>(`course/courses/${courseCategoryId}`, { query, signal })).data;
}

export function useCategoryCourses(courseCategoryId: number | undefined, pageSize: number) {
  return useQuery({
    queryKey: ['catalogue', 'category-courses', courseCategoryId, pageSize],
    queryFn: ({ signal }) => getCategoryCourses(courseCategoryId!, { pageSize }, signal),
    enabled: courseCategoryId !== undefined,
  });
}
