import type { Package, PackageList } from '@edupath/contract';
import { PACKAGES_STALE_MS } from '@edupath/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getPackages(): Promise<Package[]> {
  const answer = await api.get<PackageList>('package');
  return answer.data.data;
}

/** Fresh for 5 minutes, no refetch on window focus (docs/packages.md, "The page"). */
export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: ['packages'],
    queryFn: getPackages,
    staleTime: PACKAGES_STALE_MS,
    refetchOnWindowFocus: false,
  });

export const usePackages = () => useQuery(packagesQueryOptions());
