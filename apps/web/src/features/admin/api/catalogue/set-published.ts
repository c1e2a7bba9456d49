import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { type CatalogueKind, type CatalogueKinds, catalogueKeys } from './kinds';

/** Publishes or unpublishes a record (PUT /staff/catalogue/{kind}/{id}/published). */
export function useSetPublished<K extends CatalogueKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: number; isPublished: boolean }) =>
      api.put<CatalogueKinds[K]['item']>(`staff/catalogue/${kind}/${id}/published`, { isPublished }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
