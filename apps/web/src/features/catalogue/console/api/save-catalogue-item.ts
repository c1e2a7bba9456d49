import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { type CatalogueKind, catalogueKeys, endpointsOf, idParams } from './kinds';

/** Creates (POST) or saves (PUT) a record; every catalogue list and record is fetched again after. */
export function useSaveCatalogueItem(kind: CatalogueKind, id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: object) => {
      const E = endpointsOf(kind);
      // Checked by the kind's own schema in the form, and again by the server.
      const body = values as never;
      return id === undefined
        ? call(E.create, { body })
        : call(E.update, { params: idParams(kind, id), body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}
