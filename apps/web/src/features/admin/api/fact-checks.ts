import { factCheckEndpoints as E } from '@edupath/contract/fact-checks';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Curated facts whose check is over 12 months old (docs/money-and-visas.md#freshness), oldest first. */
export function useFactChecks() {
  return useQuery({
    queryKey: ['console', 'fact-checks'],
    queryFn: async ({ signal }) => (await call(E.queue, { signal })).data,
  });
}
