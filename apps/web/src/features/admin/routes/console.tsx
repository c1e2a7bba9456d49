import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { InviteRoute, StaffChangePasswordRoute, StaffLoginRoute } from '../../auth/index';
import { CatalogueConsoleRoutes } from '../../catalogue/index';
import { CuratedConsoleRoutes } from '../../curated/index';
import { PackageConsolePage } from '../../packages/index';
import { StaffAccountsRoute } from '../../staff-accounts/index';
import { ConsoleLayout } from '../components/console-layout';
import { RequireAdmin, RequireStaff } from '../components/require-staff';
import { useConsoleUnauthorized } from '../hooks/use-console-unauthorized';
import ApplicationRoute from './application';
import ApplicationsRoute from './applications';
import AuditRoute from './audit';
import ChatsRoute from './chats';
import CommunitiesRoute from './communities';
import DashboardRoute from './dashboard';
import DocumentsRoute from './documents';
import FactChecksRoute from './fact-checks';
import InboxRoute from './inbox';
import ModerationRoute from './moderation';
import ConsoleNotFound from './not-found';
import NotifyRoute from './notify';
import OutboxRoute from './outbox';
import StudentRoute from './student';
import StudentsRoute from './students';

/**
 * The staff console under /admin/*: one lazily loaded chunk (the app's router loads this
 * module on the first /admin visit), so nothing of it reaches the student site's first load.
 */
export default function ConsoleRoute() {
  useConsoleUnauthorized();
  return (
    <Routes>
      <Route
        path="login"
        element={
          <Suspense fallback={<Spinner />}>
            <StaffLoginRoute />
          </Suspense>
        }
      />
      <Route
        path="invite/:token"
        element={
          <Suspense fallback={<Spinner />}>
            <InviteRoute />
          </Suspense>
        }
      />
      <Route element={<RequireStaff />}>
        <Route
          path="change-password"
          element={
            <Suspense fallback={<Spinner />}>
              <StaffChangePasswordRoute />
            </Suspense>
          }
        />
        <Route element={<ConsoleLayout />}>
          <Route index element={<DashboardRoute />} />
          <Route path="applications" element={<ApplicationsRoute />} />
          <Route path="applications/:applicationId" element={<ApplicationRoute />} />
          <Route path="documents" element={<DocumentsRoute />} />
          <Route path="documents/:applicationId" element={<DocumentsRoute />} />
          <Route path="students" element={<StudentsRoute />} />
          <Route path="students/:userId" element={<StudentRoute />} />
          <Route path="chats" element={<ChatsRoute />} />
          <Route path="chats/:chatId" element={<ChatsRoute />} />
          <Route path="notify" element={<NotifyRoute />} />
          <Route path="packages" element={<PackageConsolePage page="packages" />} />
          <Route path="packages/payee" element={<PackageConsolePage page="payee" />} />
          <Route path="package-applications" element={<PackageConsolePage page="applications" />} />
          <Route
            path="package-applications/:packageApplicationId"
            element={<PackageConsolePage page="application" />}
          />
          <Route path="outbox" element={<OutboxRoute />} />
          <Route path="fact-checks" element={<FactChecksRoute />} />
          <Route element={<RequireAdmin />}>
            <Route
              path="accounts"
              element={
                <Suspense fallback={<Spinner />}>
                  <StaffAccountsRoute />
                </Suspense>
              }
            />
            <Route path="audit" element={<AuditRoute />} />
            {/* Scholarships, lenders, visa routes: only admins edit curated facts. */}
            <Route
              path="curated/*"
              element={
                <Suspense fallback={<Spinner label="Loading the curated facts" />}>
                  <CuratedConsoleRoutes />
                </Suspense>
              }
            />
          </Route>
          {/* Admin-only: the server answers an advisor 403, and the nav does not offer them. */}
          <Route path="inbox" element={<InboxRoute />} />
          <Route path="inbox/:contactMessageId" element={<InboxRoute />} />
          <Route path="moderation" element={<ModerationRoute />} />
          <Route path="communities" element={<CommunitiesRoute />} />
          <Route
            path="catalogue/*"
            element={
              <Suspense fallback={<Spinner label="Loading the catalogue" />}>
                <CatalogueConsoleRoutes />
              </Suspense>
            }
          />
          <Route path="*" element={<ConsoleNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
