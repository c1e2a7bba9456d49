import { factCheckEndpoints as E, type MarkFactChecked } from '@edupath/contract/fact-checks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const queueKey = ['console', 'fact-checks'] as const;

/** Curated facts whose check is over 12 months old (docs/money-and-visas.md#freshness), oldest first. */
export function useFactChecks() {
  return useQuery({
    queryKey: queueKey,
    queryFn: async ({ signal }) => (await call(E.queue, { signal })).data,
  });
}

/** "Mark checked": staff compared the record with its source today; it leaves the queue. */
export function useMarkFactChecked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkFactChecked) => (await call(E.markChecked, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
