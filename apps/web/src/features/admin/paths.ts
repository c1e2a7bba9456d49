import { applicationConsolePaths } from '../applications/index';
import { auditPaths } from '../audit/index';
import { consoleAuthPaths } from '../auth/index';
import { cataloguePaths } from '../catalogue/index';
import { chatConsolePaths } from '../chat/index';
import { communityConsolePaths } from '../communities/index';
import { contactConsolePaths } from '../contact/index';
import { curatedPaths } from '../curated/index';
import { notificationConsolePaths } from '../notifications/index';
import { packageConsolePaths } from '../packages/index';
import { studentConsolePaths } from '../students/index';

/** The console's doors (sign-in, invitation, password change) belong to features/auth. */
export { loginPathFor } from '../auth/index';

/**
 * The console's addresses, below /admin, for its nav, dashboard and router. Each domain's pages
 * own their addresses (the feature named beside them) and link to one another through those.
 */
export const adminPaths = {
  dashboard: '/admin',
  login: consoleAuthPaths.login,
  // applications and the document review queue: features/applications
  ...applicationConsolePaths,
  // students: features/students
  ...studentConsolePaths,
  // support chats: features/chat
  ...chatConsolePaths,
  // notify and the outbox: features/notifications
  ...notificationConsolePaths,
  // packages, their pipeline and the payee details: features/packages
  ...packageConsolePaths,
  accounts: '/admin/accounts',
  // the audit log (admins): features/audit
  ...auditPaths,
  changePassword: consoleAuthPaths.changePassword,
  invite: consoleAuthPaths.invite,
  // contact messages (admins): features/contact
  ...contactConsolePaths,
  // moderation and communities (admins): features/communities
  ...communityConsolePaths,
  // the facts to re-check, and scholarships, lenders, visa routes (admins): features/curated
  factChecks: curatedPaths.factChecks,
  curated: curatedPaths.root,
  // catalogue management (admins): features/catalogue
  catalogue: cataloguePaths.root,
} as const;
