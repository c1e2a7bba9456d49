import type { Page } from '@edupath/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type CatalogueKind, type CatalogueKinds, catalogueKeys } from './kinds';

export type CatalogueListQuery = Record<string, string | number | boolean | undefined>;

/** One page of a catalogue list, every item published or not (GET /staff/catalogue/{kind}). */
export function useCatalogueList<K extends CatalogueKind>(
  kind: K,
  query: CatalogueListQuery,
  enabled = true,
) {
  return useQuery({
    queryKey: catalogueKeys.list(kind, query),
    queryFn: async ({ signal }) =>
      (await api.get<Page<CatalogueKinds[K]['row']>>(`staff/catalogue/${kind}`, { query, signal })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
