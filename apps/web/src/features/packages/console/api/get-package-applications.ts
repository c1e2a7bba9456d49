import type { PackageApplicationStatus } from '@edupath/contract';
import { PACKAGE_APPLICATION_STATUSES } from '@edupath/contract/package-constants';
import { staffPackageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { packageConsoleKeys } from './keys';

export const PACKAGE_APPLICATIONS_PAGE_SIZE = 20;

/** The pipeline list as its URL states it. */
export interface PackageApplicationFilters {
  status?: PackageApplicationStatus;
  q?: string;
  page: number;
}

export function packageFiltersFromSearch(search: URLSearchParams): PackageApplicationFilters {
  const status = search.get('status') as PackageApplicationStatus | null;
  const page = Number(search.get('page'));
  return {
    status: status && PACKAGE_APPLICATION_STATUSES.includes(status) ? status : undefined,
    q: search.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function searchFromPackageFilters(filters: PackageApplicationFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.q) search.set('q', filters.q);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export const getPackageApplications = (filters: PackageApplicationFilters, signal?: AbortSignal) =>
  call(E.applications, { query: { ...filters, pageSize: PACKAGE_APPLICATIONS_PAGE_SIZE }, signal });

export function usePackageApplications(filters: PackageApplicationFilters) {
  return useQuery({
    queryKey: [...packageConsoleKeys.applications, filters],
    queryFn: async ({ signal }) => (await getPackageApplications(filters, signal)).data,
    placeholderData: keepPreviousData,
  });
}
