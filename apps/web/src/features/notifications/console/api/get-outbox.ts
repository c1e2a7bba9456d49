import { emailEndpoints, type OutboxStatus } from '@edupath/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { notificationConsoleKeys } from './keys';

export interface OutboxFilters {
  page: number;
  status?: OutboxStatus;
  to?: string;
}

export const getOutbox = async (filters: OutboxFilters, signal?: AbortSignal) =>
  (await call(emailEndpoints.outbox, { query: { ...filters, pageSize: 25 }, signal })).data;

/** The outbox (admins): every email the app wrote, newest first (docs/email.md, "Outbox"). */
export function useOutbox(filters: OutboxFilters) {
  return useQuery({
    queryKey: [...notificationConsoleKeys.outbox, filters],
    queryFn: ({ signal }) => getOutbox(filters, signal),
    placeholderData: keepPreviousData,
  });
}
