import { catalogueEndpoints, type UniversityListQuery } from '@edupath/contract';
import { HOME_UNIVERSITIES } from '@edupath/contract/catalogue-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export async function getUniversities(query: UniversityListQuery, signal?: AbortSignal) {
  return (await call(catalogueEndpoints.universities, { query, signal })).data;
}

/** The home page's top universities. */
export const homeUniversities: UniversityListQuery = { pageSize: HOME_UNIVERSITIES };

export const universitiesQuery = (query: UniversityListQuery) =>
  queryOptions({
    queryKey: ['catalogue', 'universities', query],
    queryFn: ({ signal }) => getUniversities(query, signal),
  });

export const useUniversities = (query: UniversityListQuery) => useQuery(universitiesQuery(query));
