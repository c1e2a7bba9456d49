import { paths } from '../../lib/paths';
import { consoleAuthPaths } from '../auth/index';
import { cataloguePaths } from '../catalogue/index';
import { packageConsolePaths } from '../packages/index';

/** The console's doors (sign-in, invitation, password change) belong to features/auth. */
export { loginPathFor } from '../auth/index';

/** The console's addresses, below /admin. */
export const adminPaths = {
  dashboard: '/admin',
  login: consoleAuthPaths.login,
  applications: '/admin/applications',
  documents: '/admin/documents',
  documentsOf: (applicationId: number | string) => `/admin/documents/${applicationId}`,
  application: (applicationId: number | string) => `/admin/applications/${applicationId}`,
  students: '/admin/students',
  student: paths.adminStudent,
  chats: '/admin/chats',
  chat: (chatId: number | string) => `/admin/chats/${chatId}`,
  notify: '/admin/notify',
  // packages, their pipeline and the payee details: features/packages
  ...packageConsolePaths,
  outbox: '/admin/outbox',
  accounts: '/admin/accounts',
  audit: '/admin/audit',
  changePassword: consoleAuthPaths.changePassword,
  invite: consoleAuthPaths.invite,
  inbox: '/admin/inbox',
  inboxMessage: (contactMessageId: number | string) => `/admin/inbox/${contactMessageId}`,
  moderation: '/admin/moderation',
  communities: '/admin/communities',
  factChecks: '/admin/fact-checks',
  // scholarships, lenders, visa routes (admins): features/curated
  curated: '/admin/curated',
  // catalogue management (admins): features/catalogue
  catalogue: cataloguePaths.root,
} as const;
