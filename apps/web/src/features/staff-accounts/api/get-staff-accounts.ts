import type { StaffAccountsQuery } from '@edupath/contract/staff-accounts';
import { staffAccountEndpoints as E } from '@edupath/contract/staff-accounts-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { staffAccountKeys } from './keys';

export const ACCOUNTS_PAGE_SIZE = 20;

export type AccountFilters = Partial<Pick<StaffAccountsQuery, 'q' | 'role' | 'status'>> & { page: number };

/** Admins: the staff accounts of the filter, active first. */
export function useStaffAccounts(filters: AccountFilters) {
  return useQuery({
    queryKey: [...staffAccountKeys.accounts, filters],
    queryFn: async ({ signal }) =>
      (await call(E.list, { query: { ...filters, pageSize: ACCOUNTS_PAGE_SIZE }, signal })).data,
    placeholderData: keepPreviousData,
  });
}
