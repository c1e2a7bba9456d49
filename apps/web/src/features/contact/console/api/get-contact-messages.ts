import { type ContactInboxFilter, contactEndpoints } from '@edupath/contract';
import { CONTACT_INBOX_FILTERS } from '@edupath/contract/moderation-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { contactConsoleKeys } from './keys';

export const INBOX_PAGE_SIZE = 20;

export const INBOX_KINDS = ['all', 'contact', 'grievance'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The inbox's filters as its URL states them. */
export interface InboxFilters {
  filter: ContactInboxFilter;
  /** Contact messages, grievances (listed by due date) or both. */
  kind: InboxKind;
  mine: boolean;
  page: number;
}

export function inboxFiltersFromSearch(search: URLSearchParams): InboxFilters {
  const filter = search.get('filter') as ContactInboxFilter;
  const kind = search.get('kind') as InboxKind;
  const page = Number(search.get('page'));
  return {
    filter: CONTACT_INBOX_FILTERS.includes(filter) ? filter : 'all',
    kind: INBOX_KINDS.includes(kind) ? kind : 'all',
    mine: search.get('mine') === 'true',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function searchFromInboxFilters(filters: InboxFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.kind !== 'all') search.set('kind', filters.kind);
  if (filters.filter !== 'all') search.set('filter', filters.filter);
  if (filters.mine) search.set('mine', 'true');
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export function useContactMessages(filters: InboxFilters) {
  return useQuery({
    queryKey: [...contactConsoleKeys.inbox, 'list', filters],
    queryFn: async ({ signal }) =>
      (
        await call(contactEndpoints.inbox, {
          query: {
            filter: filters.filter,
            kind: filters.kind,
            mine: filters.mine ? 'true' : undefined,
            page: filters.page,
            pageSize: INBOX_PAGE_SIZE,
          },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
