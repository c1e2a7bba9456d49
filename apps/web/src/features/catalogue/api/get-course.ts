import { catalogueEndpoints } from '@edupath/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getCourse(courseId: string, signal?: AbortSignal) {
  return (await call(catalogueEndpoints.course, { params: { courseId }, signal })).data;
}

/** Also asked for by the router as soon as a course page is opened, while its code loads (app/router.tsx). */
export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'course', courseId],
    queryFn: ({ signal }) => getCourse(courseId, signal),
  });

export const useCourse = (courseId: string) => useQuery(courseQuery(courseId));
