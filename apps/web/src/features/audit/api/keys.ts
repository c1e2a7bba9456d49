import { adminRootKey } from '../../../lib/console-keys';

/** The audit log's queries: under the console's root key. */
export const auditKeys = {
  audit: [...adminRootKey, 'audit'] as const,
};
