/** Every console query key starts with this, so one staff action can refresh the whole console. */
export const adminRootKey = ['admin'] as const;

export const adminKeys = {
  counters: [...adminRootKey, 'counters'] as const,
  dashboard: [...adminRootKey, 'dashboard'] as const,
  advisors: [...adminRootKey, 'advisors'] as const,
  applications: [...adminRootKey, 'applications'] as const,
  application: (id: number) => [...adminRootKey, 'application', id] as const,
  documents: [...adminRootKey, 'documents'] as const,
  students: [...adminRootKey, 'students'] as const,
  student: (userId: number) => [...adminRootKey, 'student', userId] as const,
  chats: [...adminRootKey, 'chats'] as const,
  countries: [...adminRootKey, 'countries'] as const,
  notify: [...adminRootKey, 'notify'] as const,
  packages: [...adminRootKey, 'packages'] as const,
  packageApplications: [...adminRootKey, 'package-applications'] as const,
  packageApplication: (id: number) => [...adminRootKey, 'package-application', id] as const,
  outbox: [...adminRootKey, 'outbox'] as const,
  accounts: [...adminRootKey, 'accounts'] as const,
  audit: [...adminRootKey, 'audit'] as const,
  inbox: [...adminRootKey, 'inbox'] as const,
  inboxMessage: (id: number) => [...adminRootKey, 'inbox', 'message', id] as const,
  assignees: [...adminRootKey, 'assignees'] as const,
  moderation: [...adminRootKey, 'moderation'] as const,
  adminBadges: [...adminRootKey, 'admin-badges'] as const,
  communities: [...adminRootKey, 'communities'] as const,
  universities: (countryId: number | undefined) => [...adminRootKey, 'universities', countryId] as const,
};
