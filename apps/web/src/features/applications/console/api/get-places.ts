import { catalogueEndpoints } from '@edupath/contract';
import { CATALOGUE_PAGE_SIZE_MAX } from '@edupath/contract/catalogue-constants';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { applicationConsoleKeys } from './keys';

/** The applications filter's countries, A to Z (the catalogue's public list, its largest page). */
export function useCountryOptions() {
  return useQuery({
    queryKey: applicationConsoleKeys.countries,
    queryFn: async () =>
      (
        await call(catalogueEndpoints.countries, {
          query: { sort: 'name', pageSize: CATALOGUE_PAGE_SIZE_MAX },
        })
      ).data.items,
    staleTime: 10 * 60_000,
  });
}

/** The universities of the chosen country (or the first page of all of them). */
export function useUniversityOptions(countryId: number | undefined) {
  return useQuery({
    queryKey: applicationConsoleKeys.universities(countryId),
    queryFn: async () =>
      (
        await call(catalogueEndpoints.universities, {
          query: { countryId, pageSize: CATALOGUE_PAGE_SIZE_MAX },
        })
      ).data.items,
    staleTime: 10 * 60_000,
  });
}
