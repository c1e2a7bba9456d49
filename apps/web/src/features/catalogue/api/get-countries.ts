import { type CountryListQuery, catalogueEndpoints } from '@edupath/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getCountries(query: CountryListQuery, signal?: AbortSignal) {
  return (await call(catalogueEndpoints.countries, { query, signal })).data;
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

/**
 * Every public country in one list, `destinations` order (where Indian students go first, India
 * left out): the study preferences offer them all (docs/fit-and-chances.md#study-preferences).
 */
export function useAllDestinations() {
  return useQuery({
    queryKey: ['catalogue', 'countries', 'all-destinations'],
    queryFn: async ({ signal }) => {
      const first = await getCountries({ sort: 'destinations', pageSize: 100 }, signal);
      const rest = await Promise.all(
        Array.from({ length: first.totalPages - 1 }, (_, i) =>
          getCountries({ sort: 'destinations', pageSize: 100, page: i + 2 }, signal),
        ),
      );
      return [first, ...rest].flatMap((page) => page.items);
    },
    staleTime: 5 * 60_000,
  });
}
