import { under18Endpoints as E, type ParentEmailInput } from '@edupath/contract/under-18';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The under-18 state of the signed-in student (docs/accounts.md#under-18). */
export const parentalConsentQueryKey = ['account', 'parental-consent'] as const;

export function useParentalConsent(enabled = true) {
  return useQuery({
    queryKey: parentalConsentQueryKey,
    queryFn: async ({ signal }) => (await call(E.mine, { signal })).data,
    enabled,
  });
}

/** 'Resend' (the same address) or 'Change their email' (a corrected one): a new link, the old one stops. */
export function useSendParentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParentEmailInput) => call(E.send, { body }),
    onSuccess: (answer) => queryClient.setQueryData(parentalConsentQueryKey, answer.data),
  });
}

/** The parent's page: what the link can still do, then the confirmation. */
export function useParentLinkStatus(token: string) {
  return useQuery({
    queryKey: ['parental-consent-link', token],
    queryFn: async ({ signal }) => (await call(E.linkStatus, { body: { token }, signal })).data,
    enabled: token.length > 0,
    retry: false,
  });
}

export function useConfirmParentLink() {
  return useMutation({ mutationFn: (token: string) => call(E.confirm, { body: { token } }) });
}
