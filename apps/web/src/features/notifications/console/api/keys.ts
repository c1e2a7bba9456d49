import { adminRootKey } from '../../../../lib/console-keys';

/** The console's notify form and outbox queries: under the console's root key. */
export const notificationConsoleKeys = {
  notify: [...adminRootKey, 'notify'] as const,
  outbox: [...adminRootKey, 'outbox'] as const,
};
