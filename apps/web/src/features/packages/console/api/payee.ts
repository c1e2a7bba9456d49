import type { PayeeSettingsInput } from '@edupath/contract';
import { staffPackageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { packageConsoleKeys } from './keys';

/** Who students pay and who issues the tax invoice (admins; docs/packages.md). */
export const getPayee = async (signal?: AbortSignal) => (await call(E.payee, { signal })).data.payee;

export const usePayee = (enabled = true) =>
  useQuery({ queryKey: packageConsoleKeys.payee, queryFn: ({ signal }) => getPayee(signal), enabled });

export function useSavePayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayeeSettingsInput) => call(E.savePayee, { body: input }),
    onSuccess: (answer) => queryClient.setQueryData(packageConsoleKeys.payee, answer.data),
  });
}
