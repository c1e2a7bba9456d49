import { adminRootKey } from '../../../../lib/console-keys';

/** The console's contact inbox queries: under the console's root key. */
export const contactConsoleKeys = {
  inbox: [...adminRootKey, 'inbox'] as const,
  inboxMessage: (id: number) => [...adminRootKey, 'inbox', 'message', id] as const,
  assignees: [...adminRootKey, 'assignees'] as const,
};
