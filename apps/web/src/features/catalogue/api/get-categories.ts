import { catalogueEndpoints } from '@edupath/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getCategories(signal?: AbortSignal) {
  return (await call(catalogueEndpoints.categories, { signal })).data;
}

export const categoriesQuery = queryOptions({
  queryKey: ['catalogue', 'categories'],
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 5 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
