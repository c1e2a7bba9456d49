import type { PayeeSettings, PayeeSettingsAnswer, PayeeSettingsInput } from '@edupath/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRootKey } from './keys';

/** Who students pay and who issues the tax invoice (admins; docs/packages.md). */
export const payeeKey = [...adminRootKey, 'payee'] as const;

export const getPayee = async () => (await api.get<PayeeSettingsAnswer>('staff/payee')).data.payee;

export const usePayee = (enabled = true) => useQuery({ queryKey: payeeKey, queryFn: getPayee, enabled });

export function useSavePayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayeeSettingsInput) => api.put<PayeeSettings>('staff/payee', input),
    onSuccess: (answer) => queryClient.setQueryData(payeeKey, answer.data),
  });
}
