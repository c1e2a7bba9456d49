import {
  verificationEndpoints as E,
  type VerificationCheckInput,
  type VerificationQuery,
} from '@edupath/contract/provenance';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

const key = ['console', 'catalogue-verification'] as const;

/** Catalogue facts that are sample, unverified or stale, most-applied-to first (docs/catalogue.md#verification-queue). */
export function useVerificationQueue(query: VerificationQuery, enabled = true) {
  return useQuery({
    queryKey: [...key, 'queue', query],
    queryFn: async ({ signal }) => (await call(E.queue, { query, signal })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many facts wait, for the dashboard. */
export function useVerificationCounts(enabled = true) {
  return useQuery({
    queryKey: [...key, 'counts'],
    queryFn: async ({ signal }) => (await call(E.counts, { signal })).data,
    enabled,
  });
}

/** "Checked today, still right": the group is credited to the page the admin read, today. */
export function useCheckFact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VerificationCheckInput) => (await call(E.check, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
