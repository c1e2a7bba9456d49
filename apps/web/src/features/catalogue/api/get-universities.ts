import { catalogueEndpoints, type UniversityListQuery } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getUniversities(query: UniversityListQuery, signal?: AbortSignal) {
  return (await call(catalogueEndpoints.universities, { query, signal })).data;
}

export function useUniversities(query: UniversityListQuery) {
  return useQuery({
    queryKey: ['catalogue', 'universities', query],
    queryFn: ({ signal }) => getUniversities(query, signal),
  });
}
