import { adminRootKey } from '../../../lib/console-keys';

/**
 * Under the console's root key, so a staff change that moves students (a deactivation, a role
 * change) refreshes every console list at once by invalidating `adminRootKey`.
 */
export const staffAccountKeys = {
  accounts: [...adminRootKey, 'accounts'] as const,
  advisors: [...adminRootKey, 'advisors'] as const,
};
