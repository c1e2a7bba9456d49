import type { Page, UniversityCard, UniversityListQuery } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getUniversities(query: UniversityListQuery, signal?: AbortSignal) {
  return (await api.get<Page<UniversityCard>>('university', { query: { ...query }, signal })).data;
}

export function useUniversities(query: UniversityListQuery) {
  return useQuery({
    queryKey: ['catalogue', 'universities', query],
    queryFn: ({ signal }) => getUniversities(query, signal),
  });
}
