import { catalogueEndpoints } from '@edupath/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Fewer letters than this suggest nothing: one letter starts too many names to help. */
export const SUGGEST_MIN_LETTERS = 2;

/**
 * Names that complete the words typed so far (GET /course/suggest, answered from the server's
 * memory). No debounce: each keystroke asks, the last answer stays up until the next arrives,
 * and a text asked before is answered from the cache.
 */
export function useCourseSuggestions(q: string) {
  return useQuery({
    queryKey: ['catalogue', 'course-suggest', q],
    queryFn: async ({ signal }) => (await call(catalogueEndpoints.suggest, { query: { q }, signal })).data,
    enabled: q.length >= SUGGEST_MIN_LETTERS,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
