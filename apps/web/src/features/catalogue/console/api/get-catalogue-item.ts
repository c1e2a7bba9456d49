import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { type CatalogueKind, type CatalogueKinds, catalogueKeys, endpointsOf, idParams } from './kinds';

/** One record to edit (GET /staff/catalogue/{kind}/{id}); no id: a new one, nothing to load. */
export function useCatalogueItem<K extends CatalogueKind>(kind: K, id: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.item(kind, id ?? 0),
    queryFn: async ({ signal }) =>
      (await call(endpointsOf(kind).one, { params: idParams(kind, id!), signal }))
        .data as unknown as CatalogueKinds[K]['item'],
    enabled: id !== undefined,
  });
}
