import { catalogueEndpoints } from '@edupath/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getCountry(countryId: string, signal?: AbortSignal) {
  return (await call(catalogueEndpoints.country, { params: { countryId }, signal })).data;
}

/** Also asked for by the router as soon as a country page is opened, while its code loads (app/router.tsx). */
export const countryQuery = (countryId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'country', countryId],
    queryFn: ({ signal }) => getCountry(countryId, signal),
  });

export const useCountry = (countryId: string) => useQuery(countryQuery(countryId));
