import { adminRootKey } from '../../../../lib/console-keys';

/**
 * The console's package queries. Under the console's root key, so what refreshes every staff
 * view (a sign-in as someone else, a staff-wide invalidation) refreshes these too.
 */
export const packageConsoleKeys = {
  packages: [...adminRootKey, 'packages'] as const,
  applications: [...adminRootKey, 'package-applications'] as const,
  application: (id: number) => [...adminRootKey, 'package-application', id] as const,
  payee: [...adminRootKey, 'payee'] as const,
};
