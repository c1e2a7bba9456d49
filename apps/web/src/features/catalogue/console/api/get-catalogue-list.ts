import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { type CatalogueKind, type CatalogueKinds, catalogueKeys, endpointsOf } from './kinds';

export type CatalogueListQuery = Record<string, string | number | boolean | undefined>;

/** One page of a catalogue list, every item published or not (GET /staff/catalogue/{kind}). */
export function useCatalogueList<K extends CatalogueKind>(
  kind: K,
  query: CatalogueListQuery,
  enabled = true,
) {
  return useQuery({
    queryKey: catalogueKeys.list(kind, query),
    queryFn: async ({ signal }) => {
      const answer = await call(endpointsOf(kind).list, { query: query as never, signal });
      return answer.data as unknown as Omit<typeof answer.data, 'items'> & {
        items: Array<CatalogueKinds[K]['row']>;
      };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every country for a picker, A to Z (one page holds them all). */
export function useCountryChoices() {
  return useCatalogueList('countries', { pageSize: 300 });
}
