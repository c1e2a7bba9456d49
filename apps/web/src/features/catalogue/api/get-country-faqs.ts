import { catalogueEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getCountryFaqs(countryId: string, signal?: AbortSignal) {
  return (await call(catalogueEndpoints.countryFaqs, { params: { countryId }, signal })).data;
}

export function useCountryFaqs(countryId: string, enabled = true) {
  return useQuery({
    queryKey: ['catalogue', 'country-faqs', countryId],
    queryFn: ({ signal }) => getCountryFaqs(countryId, signal),
    enabled,
  });
}
