import {
  type ConsentState,
  consentEndpoints as E,
  type OptionalConsentPurpose,
} from '@edupath/contract/consent';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { accountKeys } from './keys';

export function useConsents() {
  return useQuery({
    queryKey: accountKeys.consents,
    queryFn: async ({ signal }) => (await call(E.mine, { signal })).data,
  });
}

/** One click grants or withdraws; 'emails' switches the email preferences too, so they are read again. */
export function useChangeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, granted }: { purpose: OptionalConsentPurpose; granted: boolean }) =>
      call(E.change, { params: { purpose }, body: { granted } }),
    // The switch shows the click at once; a failure puts it back.
    onMutate: async ({ purpose, granted }) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.consents });
      const before = queryClient.getQueryData<ConsentState>(accountKeys.consents);
      if (before) {
        queryClient.setQueryData(accountKeys.consents, {
          ...before,
          choices: { ...before.choices, [purpose]: granted },
        });
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(accountKeys.consents, context.before);
    },
    onSuccess: (answer, { purpose }) => {
      queryClient.setQueryData(accountKeys.consents, answer.data);
      if (purpose === 'emails')
        void queryClient.invalidateQueries({ queryKey: accountKeys.emailPreferences });
    },
  });
}
