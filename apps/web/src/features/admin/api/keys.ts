import { adminRootKey, consoleBadgesKey, consoleCountersKey } from '../../../lib/console-keys';

export { adminRootKey };

/** The shell's own queries; each domain's console pages keep their keys in their feature. */
export const adminKeys = {
  counters: consoleCountersKey,
  dashboard: [...adminRootKey, 'dashboard'] as const,
  adminBadges: consoleBadgesKey,
};
