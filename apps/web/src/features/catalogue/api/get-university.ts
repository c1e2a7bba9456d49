import type { UniversityDetail } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getUniversity(universityId: string, signal?: AbortSignal) {
  return (
    await api.get<UniversityDetail>(`university/detail/${encodeURIComponent(universityId)}`, { signal })
  ).data;
}

export function useUniversity(universityId: string) {
  return useQuery({
    queryKey: ['catalogue', 'university', universityId],
    queryFn: ({ signal }) => getUniversity(universityId, signal),
  });
}
