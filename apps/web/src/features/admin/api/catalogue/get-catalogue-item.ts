import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type CatalogueKind, type CatalogueKinds, catalogueKeys } from './kinds';

/** One record to edit (GET /staff/catalogue/{kind}/{id}); no id: a new one, nothing to load. */
export function useCatalogueItem<K extends CatalogueKind>(kind: K, id: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.item(kind, id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<CatalogueKinds[K]['item']>(`staff/catalogue/${kind}/${id}`, { signal })).data,
    enabled: id !== undefined,
  });
}
