import type { StaffAccountPage, StaffAccountsQuery } from '@edupath/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const ACCOUNTS_PAGE_SIZE = 20;

export type AccountFilters = Partial<Pick<StaffAccountsQuery, 'q' | 'role' | 'status'>> & { page: number };

/** Admins: the staff accounts of the filter, active first. */
export function useStaffAccounts(filters: AccountFilters) {
  return useQuery({
    queryKey: [...adminKeys.accounts, filters],
    queryFn: async () =>
      (
        await api.get<StaffAccountPage>('staff/accounts', {
          query: { ...filters, pageSize: ACCOUNTS_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
