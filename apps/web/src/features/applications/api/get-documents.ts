import { documentEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { retryUnlessClientError } from './get-applications';
import { applicationsQueryKey } from './keys';

/**
 * Under the applications' key, so a notification about the application (a review of one of its
 * documents) refreshes the checklist in place (app/notification-refreshes.ts).
 */
export const documentsQueryKey = (admissionApplicationId: number) =>
  [...applicationsQueryKey, admissionApplicationId, 'documents'] as const;

export const getDocuments = async (admissionApplicationId: number) =>
  (await call(documentEndpoints.checklist, { params: { admissionApplicationId } })).data;

/** The application's document checklist (docs/application-documents.md). */
export function useApplicationDocuments(admissionApplicationId: number) {
  return useQuery({
    queryKey: documentsQueryKey(admissionApplicationId),
    queryFn: () => getDocuments(admissionApplicationId),
    retry: retryUnlessClientError,
  });
}
