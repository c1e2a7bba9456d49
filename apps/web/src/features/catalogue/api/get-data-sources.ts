import { catalogueEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getDataSources(signal?: AbortSignal) {
  return (await call(catalogueEndpoints.dataSources, { signal })).data;
}

/** Where the catalogue's facts come from; the same for every page, so fetched once. */
export const dataSourcesQuery = {
  queryKey: ['catalogue', 'data-sources'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => getDataSources(signal),
  staleTime: Number.POSITIVE_INFINITY,
};

export function useDataSources() {
  return useQuery(dataSourcesQuery);
}
