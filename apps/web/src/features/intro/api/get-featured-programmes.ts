import type { CourseListItem } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The four featured programmes /intro shows, chosen by the server (docs/catalogue.md#featured-programmes). */
export function useFeaturedProgrammes() {
  return useQuery({
    queryKey: ['catalogue', 'featured-programmes'],
    queryFn: async ({ signal }) =>
      (await api.get<CourseListItem[]>('course/featured-programmes', { signal })).data,
  });
}
