import { documentEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { applicationConsoleKeys } from './keys';

export const applicationDocumentsKey = (applicationId: number) =>
  [...applicationConsoleKeys.application(applicationId), 'documents'] as const;

/** The application's document checklist as its student sees it, for review. */
export function useStaffApplicationDocuments(applicationId: number) {
  return useQuery({
    queryKey: applicationDocumentsKey(applicationId),
    queryFn: async () =>
      (await call(documentEndpoints.staffChecklist, { params: { admissionApplicationId: applicationId } }))
        .data,
  });
}
