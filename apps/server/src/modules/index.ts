import type { FastifyPluginAsync } from 'fastify';
import { accountDeletionRoutes } from './account-deletion/index';
import { applicationRoutes } from './applications/applications.routes';
import { auditRoutes } from './audit/index';
import { authRoutes } from './auth/auth.routes';
import { accountRoutes } from './auth/index';
import { calendarRoutes } from './calendar/index';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { chancesRoutes } from './chances/index';
import { chatRoutes } from './chat/index';
import { communityRoutes } from './communities/communities.routes';
import { consentRoutes } from './consent/index';
import { consoleRoutes } from './console/index';
import { contactRoutes } from './contact/index';
import { courseCostRoutes } from './course-costs/index';
import { curatedRoutes } from './curated/index';
import { dataExportRoutes } from './data-export/index';
import { documentRoutes } from './documents/index';
import { eligibilityRoutes } from './eligibility/index';
import { factCheckRoutes } from './fact-checks/index';
import { loanRoutes } from './loans/index';
import { mailRoutes } from './mail/index';
import { notificationRoutes } from './notifications/notifications.routes';
import { packagesRoutes } from './packages/index';
import { profileRoutes } from './profile/profile.routes';
import { scholarshipRoutes } from './scholarships/index';
import { shortlistRoutes } from './shortlist/index';
import { staffAccountRoutes } from './staff-accounts/index';
import { timelineRoutes } from './timeline/timeline.routes';
import { visaRouteRoutes } from './visa-routes/index';

/**
 * Every feature module's routes, mounted under /api/v1 by app.ts.
 * A new module adds one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes as FastifyPluginAsync,
  notificationRoutes as FastifyPluginAsync,
  packagesRoutes as FastifyPluginAsync,
  contactRoutes as FastifyPluginAsync,
  applicationRoutes as FastifyPluginAsync,
  timelineRoutes as FastifyPluginAsync,
  communityRoutes as FastifyPluginAsync,
  profileRoutes as FastifyPluginAsync,
  chatRoutes as FastifyPluginAsync,
  catalogueRoutes as FastifyPluginAsync,
  consoleRoutes as FastifyPluginAsync,
  accountRoutes as FastifyPluginAsync,
  mailRoutes as FastifyPluginAsync,
  staffAccountRoutes as FastifyPluginAsync,
  auditRoutes as FastifyPluginAsync,
  courseCostRoutes as FastifyPluginAsync,
  documentRoutes as FastifyPluginAsync,
  shortlistRoutes as FastifyPluginAsync,
  scholarshipRoutes as FastifyPluginAsync,
  calendarRoutes as FastifyPluginAsync,
  eligibilityRoutes as FastifyPluginAsync,
  chancesRoutes as FastifyPluginAsync,
  consentRoutes as FastifyPluginAsync,
  dataExportRoutes as FastifyPluginAsync,
  accountDeletionRoutes as FastifyPluginAsync,
  factCheckRoutes as FastifyPluginAsync,
  curatedRoutes as FastifyPluginAsync,
  loanRoutes as FastifyPluginAsync,
  visaRouteRoutes as FastifyPluginAsync,
];
