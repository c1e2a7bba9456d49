import type { CountryCard, CountryListQuery, Page } from '@edupath/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getCountries(query: CountryListQuery, signal?: AbortSignal) {
  return (await api.get<Page<CountryCard>>('country', { query: { ...query }, signal })).data;
}

export function useCountries(query: CountryListQuery) {
  return useQuery({
    queryKey: ['catalogue', 'countries', query],
    queryFn: ({ signal }) => getCountries(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Page after page of `pageSize` countries (the home grid's 'Load More Countries'). */
export function useCountryPages(query: Omit<CountryListQuery, 'page'> & { pageSize: number }) {
  return useInfiniteQuery({
    queryKey: ['catalogue', 'countries', 'pages', query],
    queryFn: ({ pageParam, signal }) => getCountries({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
