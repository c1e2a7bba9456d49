import { accountEndpoints as E } from '@edupath/contract/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const resendVerification = () => call(E.resendVerification);

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
