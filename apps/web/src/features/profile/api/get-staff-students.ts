import { type StaffStudentSort, staffStudentEndpoints } from '@edupath/contract';
import { STAFF_STUDENT_SORT_DEFAULT_ORDER, STAFF_STUDENT_SORTS } from '@edupath/contract/console-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export const STUDENTS_PAGE_SIZE = 20;

/** The students list as its URL states it. */
export interface StudentFilters {
  q?: string;
  advisorId?: number;
  /** Only the students with no activity for INACTIVE_AFTER_DAYS. */
  inactive?: true;
  sort: StaffStudentSort;
  order: 'asc' | 'desc';
  page: number;
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function studentFiltersFromSearch(search: URLSearchParams): StudentFilters {
  const sortParam = search.get('sort') as StaffStudentSort;
  const sort = STAFF_STUDENT_SORTS.includes(sortParam) ? sortParam : 'newest';
  const order = search.get('order');
  return {
    q: search.get('q')?.trim() || undefined,
    advisorId: positiveInt(search.get('advisorId')),
    inactive: search.get('inactive') === 'true' ? true : undefined,
    sort,
    order: order === 'asc' || order === 'desc' ? order : STAFF_STUDENT_SORT_DEFAULT_ORDER[sort],
    page: positiveInt(search.get('page')) ?? 1,
  };
}

export function searchFromStudentFilters(filters: StudentFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.advisorId) search.set('advisorId', String(filters.advisorId));
  if (filters.inactive) search.set('inactive', 'true');
  if (filters.sort !== 'newest') search.set('sort', filters.sort);
  if (filters.order !== STAFF_STUDENT_SORT_DEFAULT_ORDER[filters.sort]) search.set('order', filters.order);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export function useStaffStudents(filters: StudentFilters) {
  return useQuery({
    queryKey: [...profileKeys.staffStudents, filters],
    queryFn: async ({ signal }) =>
      (
        await call(staffStudentEndpoints.list, {
          // The query reads `inactive` as text ('true'), as the address carries it.
          query: {
            ...filters,
            inactive: filters.inactive ? 'true' : undefined,
            pageSize: STUDENTS_PAGE_SIZE,
          },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
