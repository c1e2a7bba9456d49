import { paymentDocumentEndpoints, urlOf } from '@edupath/contract';
import { packageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { myPackageApplicationsQueryKey } from './get-my-package-applications';

export const paymentInstructionsKey = (packageApplicationId: number) =>
  [...myPackageApplicationsQueryKey, 'payment-instructions', packageApplicationId] as const;

export const getPaymentInstructions = async (packageApplicationId: number, signal?: AbortSignal) =>
  (await call(E.paymentInstructions, { params: { packageApplicationId }, signal })).data;

/**
 * Whom to pay, the exact amount and the reference to quote, for the student's own application
 * awaiting payment (docs/packages.md, "Paying by UPI or bank transfer"). Under the 'mine' key, so
 * a status notification refreshes it with the list.
 */
export const usePaymentInstructions = (packageApplicationId: number, enabled: boolean) =>
  useQuery({
    queryKey: paymentInstructionsKey(packageApplicationId),
    queryFn: ({ signal }) => getPaymentInstructions(packageApplicationId, signal),
    enabled,
  });

/** The student's state on her profile: it decides the taxes on her invoice. */
export function useSaveBillingState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stateCode: string) => call(E.saveBillingState, { body: { stateCode } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPackageApplicationsQueryKey }),
  });
}

/** A paid payment's PDFs: a plain link downloads them with the session cookie. */
export const receiptUrl = (paymentId: number) =>
  urlOf(paymentDocumentEndpoints.receipt, { params: { paymentId } });
export const invoiceUrl = (paymentId: number) =>
  urlOf(paymentDocumentEndpoints.invoice, { params: { paymentId } });
