import { CURATED_ENDPOINTS, type CuratedItem, type CuratedKind } from '@edupath/contract/curated';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

type AnyRecord = Record<string, unknown>;

/**
 * Every curated kind's endpoints have the same shape (the contract generates them from one
 * description, docs/money-and-visas.md#curated-records); the generic screens see them through the
 * scholarship's types, and each body is checked by its own kind's schema on the server.
 */
const endpointsOf = (kind: CuratedKind) =>
  CURATED_ENDPOINTS[kind] as unknown as (typeof CURATED_ENDPOINTS)['scholarship'];

export const curatedKeys = {
  all: ['curated'] as const,
  list: (kind: CuratedKind) => ['curated', kind] as const,
  one: (kind: CuratedKind, key: string) => ['curated', kind, key] as const,
};

export function useCuratedList(kind: CuratedKind) {
  return useQuery({
    queryKey: curatedKeys.list(kind),
    queryFn: async ({ signal }) =>
      (await call(endpointsOf(kind).list, { signal })).data as unknown as CuratedItem<AnyRecord>[],
  });
}

export function useCuratedRecord(kind: CuratedKind, key: string | undefined) {
  return useQuery({
    queryKey: curatedKeys.one(kind, key ?? ''),
    enabled: key !== undefined,
    queryFn: async ({ signal }) =>
      (await call(endpointsOf(kind).one, { params: { key: key! }, signal }))
        .data as unknown as CuratedItem<AnyRecord>,
  });
}

export interface CuratedSave {
  /** The key of the record edited; undefined for a new one. */
  key?: string;
  version?: number;
  record: AnyRecord;
  checkedToday: boolean;
}

/** Adds or edits a record; the list, the record and the re-check queue refresh afterwards. */
export function useSaveCurated(kind: CuratedKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, version, record, checkedToday }: CuratedSave) => {
      const E = endpointsOf(kind);
      const body = { record, checkedToday } as never;
      const answer =
        key === undefined
          ? await call(E.create, { body })
          : await call(E.update, { params: { key }, body: { ...(body as object), version } as never });
      return answer.data as unknown as CuratedItem<AnyRecord>;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: curatedKeys.list(kind) });
      await queryClient.invalidateQueries({ queryKey: ['console', 'fact-checks'] });
    },
  });
}
