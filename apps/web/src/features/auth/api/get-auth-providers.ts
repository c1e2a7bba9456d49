import type { AuthProviders } from '@edupath/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getAuthProviders = async () =>
  (await api.get<AuthProviders>('auth/providers', { allowUnauthorized: true })).data;

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
