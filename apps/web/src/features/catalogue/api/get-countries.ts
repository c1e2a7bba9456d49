import { type CountryListQuery, catalogueEndpoints } from '@edupath/contract';
import { HOME_COUNTRIES_PAGE } from '@edupath/contract/constants';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

const EXPLORE_PAGE_SIZE = 24;

import { call } from '../../../lib/api-client';

export async function getCountries(query: CountryListQuery, signal?: AbortSignal) {
  return (await call(catalogueEndpoints.countries, { query, signal })).data;
}

export const countriesQuery = (query: CountryListQuery) =>
  queryOptions({
    queryKey: ['catalogue', 'countries', query],
    queryFn: ({ signal }) => getCountries(query, signal),
  });

export const useCountries = (query: CountryListQuery) =>
  useQuery({ ...countriesQuery(query), placeholderData: keepPreviousData });

/** /explore's page of countries, from its address (`?q=…&page=…`): the page and the server read it alike. */
export function exploreCountries(search: URLSearchParams): CountryListQuery & { page: number } {
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  return { q: q || undefined, page, pageSize: EXPLORE_PAGE_SIZE, sort: 'name' };
}

type CountryPagesQuery = Omit<CountryListQuery, 'page'> & { pageSize: number };

/** Page after page of `pageSize` countries; the server renders the home page's first (entry-server.tsx). */
export const countryPagesQuery = (query: CountryPagesQuery) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'countries', 'pages', query],
    queryFn: ({ pageParam, signal }) => getCountries({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

/** The home grid's countries, a search's or all: where Indian students go leads (docs/catalogue.md#countries). */
export const homeCountries = (q?: string): CountryPagesQuery => ({
  q,
  sort: 'destinations',
  pageSize: HOME_COUNTRIES_PAGE,
});

/** The home grid's countries, with 'Load More Countries'. */
export const useCountryPages = (query: CountryPagesQuery) =>
  useInfiniteQuery({ ...countryPagesQuery(query), placeholderData: keepPreviousData });

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
