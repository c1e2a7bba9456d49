import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import {
  ApplicationConsoleRoute,
  ApplicationsConsoleRoute,
  DocumentsConsoleRoute,
} from '../../applications/index';
import { AuditRoute } from '../../audit/index';
import { InviteRoute, StaffChangePasswordRoute, StaffLoginRoute } from '../../auth/index';
import { CatalogueConsoleRoutes } from '../../catalogue/index';
import { ChatsConsoleRoute } from '../../chat/index';
import { CommunitiesConsoleRoute, ModerationRoute } from '../../communities/index';
import { InboxRoute } from '../../contact/index';
import { CuratedConsoleRoutes, FactChecksRoute } from '../../curated/index';
import { NotifyRoute, OutboxRoute } from '../../notifications/index';
import { PackageConsolePage } from '../../packages/index';
import { StaffAccountsRoute } from '../../staff-accounts/index';
import { StudentRoute, StudentsRoute } from '../../students/index';
import { ConsoleLayout } from '../components/console-layout';
import { RequireAdmin, RequireStaff } from '../components/require-staff';
import { useConsoleUnauthorized } from '../hooks/use-console-unauthorized';
import DashboardRoute from './dashboard';
import ConsoleNotFound from './not-found';

/**
 * The staff console under /admin/*: the shell (this route table, the layout, the dashboard) is one
 * lazily loaded chunk (the app's router loads this module on the first /admin visit), so nothing of
 * it reaches the student site's first load; each domain's pages are loaded from their feature on
 * their first visit, inside the layout's Suspense (components/console-layout.tsx).
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
          <Route path="applications" element={<ApplicationsConsoleRoute />} />
          <Route path="applications/:applicationId" element={<ApplicationConsoleRoute />} />
          <Route path="documents" element={<DocumentsConsoleRoute />} />
          <Route path="documents/:applicationId" element={<DocumentsConsoleRoute />} />
          <Route path="students" element={<StudentsRoute />} />
          <Route path="students/:userId" element={<StudentRoute />} />
          <Route path="chats" element={<ChatsConsoleRoute />} />
          <Route path="chats/:chatId" element={<ChatsConsoleRoute />} />
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
          <Route path="communities" element={<CommunitiesConsoleRoute />} />
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
