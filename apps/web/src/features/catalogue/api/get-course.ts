import type { CourseDetail } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getCourse(courseId: string, signal?: AbortSignal) {
  return (await api.get<CourseDetail>(`course/${encodeURIComponent(courseId)}`, { signal })).data;
}

export function useCourse(courseId: string) {
  return useQuery({
    queryKey: ['catalogue', 'course', courseId],
    queryFn: ({ signal }) => getCourse(courseId, signal),
  });
}
