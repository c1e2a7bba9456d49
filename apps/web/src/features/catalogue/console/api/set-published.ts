import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { type CatalogueKind, catalogueKeys, endpointsOf, idParams } from './kinds';

/** Publishes or unpublishes a record (PUT /staff/catalogue/{kind}/{id}/published). */
export function useSetPublished(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: number; isPublished: boolean }) =>
      call(endpointsOf(kind).publish, { params: idParams(kind, id), body: { isPublished } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
