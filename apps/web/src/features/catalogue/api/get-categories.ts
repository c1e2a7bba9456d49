import { catalogueEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getCategories(signal?: AbortSignal) {
  return (await call(catalogueEndpoints.categories, { signal })).data;
}

export function useCategories() {
  return useQuery({
    queryKey: ['catalogue', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });
}
