import { type ApplicationStatus, applicationEndpoints, type StaffApplicationSort } from '@edupath/contract';
import {
  STAFF_APPLICATION_SORT_DEFAULT_ORDER,
  STAFF_APPLICATION_SORTS,
} from '@edupath/contract/console-constants';
import { APPLICATION_STATUSES } from '@edupath/contract/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { staffApplicationKeys } from './keys';

export const APPLICATIONS_PAGE_SIZE = 20;

type Order = 'asc' | 'desc';

/** The applications list as its URL states it: every filter, the sort and the page. */
export interface ApplicationFilters {
  status?: ApplicationStatus;
  countryId?: number;
  universityId?: number;
  advisorId?: number;
  /** Submitted on or after this day (YYYY-MM-DD). */
  from?: string;
  to?: string;
  q?: string;
  sort: StaffApplicationSort;
  order: Order;
  page: number;
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const oneOf = <T extends string>(choices: readonly T[], value: string | null) =>
  choices.includes(value as T) ? (value as T) : undefined;

/**
 * Reads the filters from the address. What the server would refuse (an unknown status, a
 * malformed day, page "x") is dropped rather than sent, so a hand-edited address still shows a list.
 */
export function filtersFromSearch(search: URLSearchParams): ApplicationFilters {
  const sort = oneOf(STAFF_APPLICATION_SORTS, search.get('sort')) ?? 'submitted';
  return {
    status: oneOf(APPLICATION_STATUSES, search.get('status')),
    countryId: positiveInt(search.get('countryId')),
    universityId: positiveInt(search.get('universityId')),
    advisorId: positiveInt(search.get('advisorId')),
    from: isoDay(search.get('from')),
    to: isoDay(search.get('to')),
    q: search.get('q')?.trim() || undefined,
    sort,
    order: oneOf(['asc', 'desc'] as const, search.get('order')) ?? STAFF_APPLICATION_SORT_DEFAULT_ORDER[sort],
    page: positiveInt(search.get('page')) ?? 1,
  };
}

/** The address of the filters: only what differs from the defaults, so a plain list has a plain URL. */
export function searchFromFilters(filters: ApplicationFilters): URLSearchParams {
  const search = new URLSearchParams();
  const { sort, order, page, ...rest } = filters;
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  if (sort !== 'submitted') search.set('sort', sort);
  if (order !== STAFF_APPLICATION_SORT_DEFAULT_ORDER[sort]) search.set('order', order);
  if (page > 1) search.set('page', String(page));
  return search;
}

export function getStaffApplications(filters: ApplicationFilters, signal?: AbortSignal) {
  return call(applicationEndpoints.staffList, {
    query: { ...filters, pageSize: APPLICATIONS_PAGE_SIZE },
    signal,
  });
}

export function useStaffApplications(filters: ApplicationFilters) {
  return useQuery({
    queryKey: staffApplicationKeys.list(filters),
    queryFn: async ({ signal }) => (await getStaffApplications(filters, signal)).data,
    // The old page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
