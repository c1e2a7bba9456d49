import { catalogueEndpoints } from '@edupath/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getUniversity(universityId: string, signal?: AbortSignal) {
  return (await call(catalogueEndpoints.university, { params: { universityId }, signal })).data;
}

/** Also asked for by the router as soon as a university page is opened, while its code loads (app/router.tsx). */
export const universityQuery = (universityId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'university', universityId],
    queryFn: ({ signal }) => getUniversity(universityId, signal),
  });

export const useUniversity = (universityId: string) => useQuery(universityQuery(universityId));
