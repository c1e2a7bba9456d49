import type { CourseCategory } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getCategories(signal?: AbortSignal) {
  return (await api.get<CourseCategory[]>('course/categories', { signal })).data;
}

export function useCategories() {
  return useQuery({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });
}
