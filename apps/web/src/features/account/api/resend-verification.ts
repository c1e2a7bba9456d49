import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendVerification = () => api.post<null>('auth/verify-email/resend');

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
