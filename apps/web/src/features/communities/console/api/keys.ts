import { adminRootKey } from '../../../../lib/console-keys';

/** The console's moderation queue and communities list: under the console's root key. */
export const communityConsoleKeys = {
  moderation: [...adminRootKey, 'moderation'] as const,
  communities: [...adminRootKey, 'communities'] as const,
};
