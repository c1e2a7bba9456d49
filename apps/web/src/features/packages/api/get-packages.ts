import type { Package } from '@edupath/contract';
import { PACKAGES_STALE_MS } from '@edupath/contract/constants';
import { packageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getPackages(signal?: AbortSignal): Promise<Package[]> {
  const answer = await call(E.list, { signal });
  return answer.data.data;
}

/** Fresh for 5 minutes, no refetch on window focus (docs/packages.md, "The page"). */
export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: ['packages'],
    queryFn: ({ signal }) => getPackages(signal),
    staleTime: PACKAGES_STALE_MS,
    refetchOnWindowFocus: false,
  });

export const usePackages = () => useQuery(packagesQueryOptions());
