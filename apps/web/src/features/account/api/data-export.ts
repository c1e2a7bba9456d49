import { dataExportEndpoints as E, type MyDataExport } from '@edupath/contract/data-export';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The student's latest export; its notification ('data_export.ready') refreshes it live. */
export const dataExportQueryKey = ['account', 'data-export'] as const;

/** While the file is being prepared, asked again now and then in case the live push is missed. */
const PREPARING_REFETCH_MS = 15_000;

export function useMyDataExport() {
  return useQuery({
    queryKey: dataExportQueryKey,
    queryFn: async ({ signal }) => (await call(E.mine, { signal })).data,
    refetchInterval: (query) =>
      query.state.data?.latest?.status === 'preparing' ? PREPARING_REFETCH_MS : false,
  });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(E.request, {}),
    onSuccess: (answer) => queryClient.setQueryData<MyDataExport>(dataExportQueryKey, answer.data),
  });
}
