import { authEndpoints as E } from '@edupath/contract/auth-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const getAuthProviders = async () => (await call(E.providers, { allowUnauthorized: true })).data;

/**
 * Which other ways in the server offers (docs/accounts.md, "Google sign-in"). Until it answers,
 * and if it cannot, none: a button that leads nowhere is worse than none.
 */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'] as const,
    queryFn: getAuthProviders,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
