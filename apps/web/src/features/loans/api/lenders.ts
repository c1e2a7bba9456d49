import { loanEndpoints as E } from '@edupath/contract/loans';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Lenders and their dated terms (docs/money-and-visas.md#education-loans): one public read, no data sent. */
export function useLenders() {
  return useQuery({
    queryKey: ['loans', 'lenders'],
    queryFn: async ({ signal }) => (await call(E.lenders, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
