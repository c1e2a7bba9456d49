import { type DocumentKind, type DocumentReviewInput, documentEndpoints } from '@edupath/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { consoleCountersKey } from '../../../../lib/console-keys';
import { applicationDocumentsKey } from './get-application-documents';
import { applicationConsoleKeys } from './keys';

/** Accepts a document or asks for changes; the answer is the checklist, shown at once. */
export function useReviewDocument(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, ...input }: DocumentReviewInput & { kind: DocumentKind }) =>
      (
        await call(documentEndpoints.review, {
          params: { admissionApplicationId: applicationId, kind },
          body: input,
        })
      ).data,
    onSuccess: (checklist) => {
      queryClient.setQueryData(applicationDocumentsKey(applicationId), checklist);
      // The reviewed document leaves the review queue and its counts.
      void queryClient.invalidateQueries({ queryKey: applicationConsoleKeys.documents });
      void queryClient.invalidateQueries({ queryKey: consoleCountersKey });
    },
  });
}
