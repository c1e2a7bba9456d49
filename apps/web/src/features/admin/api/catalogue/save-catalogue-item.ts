import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type CatalogueKind, type CatalogueKinds, catalogueKeys } from './kinds';

/** Creates (POST) or saves (PUT) a record; every catalogue list and record is fetched again after. */
export function useSaveCatalogueItem<K extends CatalogueKind>(kind: K, id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: object) =>
      id === undefined
        ? api.post<CatalogueKinds[K]['item']>(`staff/catalogue/${kind}`, values)
        : api.put<CatalogueKinds[K]['item']>(`staff/catalogue/${kind}/${id}`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
