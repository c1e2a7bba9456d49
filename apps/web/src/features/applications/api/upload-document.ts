import { type DocumentKind, documentEndpoints } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { documentsQueryKey } from './get-documents';

/** Sends one file for one item; the answer is the whole checklist, shown at once. */
export function useUploadDocument(admissionApplicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: DocumentKind; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return (await call(documentEndpoints.upload, { params: { admissionApplicationId, kind }, body: form }))
        .data;
    },
    onSuccess: (checklist) => queryClient.setQueryData(documentsQueryKey(admissionApplicationId), checklist),
  });
}
