import { documentEndpoints } from '@edupath/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { applicationConsoleKeys } from './keys';

export const DOCUMENT_QUEUE_PAGE_SIZE = 50;

/** The documents waiting for review, oldest upload first (docs/application-documents.md, "The review queue"). */
export function useDocumentQueue(page: number) {
  return useQuery({
    queryKey: [...applicationConsoleKeys.documents, page],
    queryFn: async ({ signal }) =>
      (
        await call(documentEndpoints.queue, {
          query: { page, pageSize: DOCUMENT_QUEUE_PAGE_SIZE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
