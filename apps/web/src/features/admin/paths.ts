import { paths } from '../../lib/paths';
import { packageConsolePaths } from '../packages/index';

/** The console's addresses, below /admin. */
export const adminPaths = {
  dashboard: '/admin',
  login: '/admin/login',
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
  changePassword: '/admin/change-password',
  invite: (token: string) => `/admin/invite/${token}`,
  inbox: '/admin/inbox',
  inboxMessage: (contactMessageId: number | string) => `/admin/inbox/${contactMessageId}`,
  moderation: '/admin/moderation',
  communities: '/admin/communities',
  factChecks: '/admin/fact-checks',
  // scholarships, lenders, visa routes (admins): features/curated
  curated: '/admin/curated',
  // catalogue management (admins)
  catalogue: '/admin/catalogue',
  catalogueList: (kind: string) => `/admin/catalogue/${kind}`,
  catalogueNew: (kind: string) => `/admin/catalogue/${kind}/new`,
  catalogueItem: (kind: string, id: number | string) => `/admin/catalogue/${kind}/${id}`,
  courseImport: '/admin/catalogue/courses/import',
} as const;

/**
 * Where a sign-in may send someone back to: a console address only, so a crafted
 * ?next= can never lead outside the console (or outside the site).
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next) || next.startsWith(adminPaths.login))
    return adminPaths.dashboard;
  return next;
}

/** The sign-in address that comes back to `here` afterwards. */
export const loginPathFor = (here: string) =>
  here === adminPaths.dashboard ? adminPaths.login : `${adminPaths.login}?next=${encodeURIComponent(here)}`;
