/** Every console query key starts with this, so one staff action can refresh the whole console. */
export const adminRootKey = ['admin'] as const;

export const adminKeys = {
  counters: [...adminRootKey, 'counters'] as const,
  dashboard: [...adminRootKey, 'dashboard'] as const,
  advisors: [...adminRootKey, 'advisors'] as const,
  applications: [...adminRootKey, 'applications'] as const,
  application: (id: number) => [...adminRootKey, 'application', id] as const,
  students: [...adminRootKey, 'students'] as const,
  student: (userId: number) => [...adminRootKey, 'student', userId] as const,
  chats: [...adminRootKey, 'chats'] as const,
  countries: [...adminRootKey, 'countries'] as const,
  notify: [...adminRootKey, 'notify'] as const,
  universities: (countryId: number | undefined) => [...adminRootKey, 'universities', countryId] as const,
};
