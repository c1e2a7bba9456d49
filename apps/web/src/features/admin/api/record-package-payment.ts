import type { ManualPaymentInput, StaffPackageApplicationDetail } from '@edupath/contract';
import { api } from '../../../lib/api-client';
import { usePackageApplicationMutation } from './package-application-mutation';

/** A UPI or bank-transfer payment staff received (the manual provider's way of taking money). */
export const recordPackagePayment = (id: number, input: ManualPaymentInput) =>
  api.post<StaffPackageApplicationDetail>(`staff/package-applications/${id}/payments`, input);

export const useRecordPackagePayment = (id: number) =>
  usePackageApplicationMutation(id, (input: ManualPaymentInput) => recordPackagePayment(id, input));
