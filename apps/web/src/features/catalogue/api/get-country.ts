import type { CountryDetail } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getCountry(countryId: string, signal?: AbortSignal) {
  return (await api.get<CountryDetail>(`country/detail/${encodeURIComponent(countryId)}`, { signal })).data;
}

export function useCountry(countryId: string) {
  return useQuery({
    queryKey: ['catalogue', 'country', countryId],
    queryFn: ({ signal }) => getCountry(countryId, signal),
  });
}
