import type { CourseDetail } from '@edupath/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getCourse(courseId: string, signal?: AbortSignal) {
  return (await api.get<CourseDetail>(`course/${encodeURIComponent(courseId)}`, { signal })).data;
}

/** Also asked for by the router as soon as a course page is opened, while its code loads (app/router.tsx). */
export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'course', courseId],
    queryFn: ({ signal }) => getCourse(courseId, signal),
  });

export const useCourse = (courseId: string) => useQuery(courseQuery(courseId));
