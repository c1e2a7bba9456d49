import type { ManualPaymentInput } from '@edupath/contract';
import { staffPackageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { call } from '../../../../lib/api-client';
import { usePackageApplicationMutation } from './package-application-mutation';

/** A UPI or bank-transfer payment staff received (the manual provider's way of taking money). */
export const recordPackagePayment = (packageApplicationId: number, input: ManualPaymentInput) =>
  call(E.recordPayment, { params: { packageApplicationId }, body: input });

export const useRecordPackagePayment = (id: number) =>
  usePackageApplicationMutation(id, (input: ManualPaymentInput) => recordPackagePayment(id, input));
