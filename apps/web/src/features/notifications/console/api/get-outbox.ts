import type { OutboxPage, OutboxStatus } from '@edupath/contract/account';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { notificationConsoleKeys } from './keys';

export interface OutboxFilters {
  page: number;
  status?: OutboxStatus;
  to?: string;
}

export const getOutbox = async (filters: OutboxFilters) =>
  (await api.get<OutboxPage>('staff/outbox', { query: { ...filters, pageSize: 25 } })).data;

/** The outbox (admins): every email the app wrote, newest first (docs/email.md, "Outbox"). */
export function useOutbox(filters: OutboxFilters) {
  return useQuery({
    queryKey: [...notificationConsoleKeys.outbox, filters],
    queryFn: () => getOutbox(filters),
    placeholderData: keepPreviousData,
  });
}
