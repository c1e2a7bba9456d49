import { adminRootKey } from '../../../lib/console-keys';
import { staffApplicationKeys } from '../../applications/index';
import { profileKeys } from '../../profile/index';

export { adminRootKey };

export const adminKeys = {
  counters: [...adminRootKey, 'counters'] as const,
  dashboard: [...adminRootKey, 'dashboard'] as const,
  /** An application's page, for the queries of it kept here (its documents). */
  application: staffApplicationKeys.one,
  documents: [...adminRootKey, 'documents'] as const,
  /** A student's page, for the queries of it kept here (chances, shortlist, consents…). */
  student: profileKeys.staffStudent,
  countries: [...adminRootKey, 'countries'] as const,
  notify: [...adminRootKey, 'notify'] as const,
  outbox: [...adminRootKey, 'outbox'] as const,
  audit: [...adminRootKey, 'audit'] as const,
  inbox: [...adminRootKey, 'inbox'] as const,
  inboxMessage: (id: number) => [...adminRootKey, 'inbox', 'message', id] as const,
  assignees: [...adminRootKey, 'assignees'] as const,
  moderation: [...adminRootKey, 'moderation'] as const,
  adminBadges: [...adminRootKey, 'admin-badges'] as const,
  communities: [...adminRootKey, 'communities'] as const,
  universities: (countryId: number | undefined) => [...adminRootKey, 'universities', countryId] as const,
};
