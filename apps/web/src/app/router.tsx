import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  type RouteObject,
  Routes,
  useLocation,
  useParams,
} from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { countryQuery, courseQuery, universityQuery } from '../features/catalogue/index';
import { paths } from '../lib/paths';
import { MainLayout } from './layouts/main-layout';
import { RequireAuth } from './layouts/require-auth';
import type { PageWait } from './page-router';
import { RouteError } from './route-error';

/**
 * Each page is its own chunk, loaded on first visit. The router is the declarative one (routes as
 * elements): the data router's extra code weighed 17 kB gzip of every first page (ADR 009).
 *
 * A link moves to a page once its chunk is there (PageRouter, `pageWaitAt`); Back and Forward render
 * the page through React.lazy, which keeps the current page meanwhile (navigations are transitions).
 * The first page's chunk is loaded before the first render (`preloadPageAt` in main.tsx): a page
 * revealed after a Suspense fallback is held back by React for up to 300 ms after the fallback showed.
 */
class PageChunk {
  Loaded: ComponentType | undefined;
  private loading: Promise<void> | undefined;
  readonly Suspending = lazy(async () => {
    await this.preload();
    return { default: this.Loaded as ComponentType };
  });

  constructor(private readonly load: () => Promise<{ default: ComponentType }>) {}

  preload(): Promise<void> {
    this.loading ??= this.load().then((module) => {
      this.Loaded = module.default;
    });
    return this.loading;
  }
}

/**
 * Keeps the component it first rendered: a page shown through React.lazy must not be swapped for
 * its loaded component on a later render, which would remount it and lose its state.
 */
function LazyPage({ chunk }: { chunk: PageChunk }) {
  const [Page] = useState(() => chunk.Loaded ?? chunk.Suspending);
  return <Page />;
}

let chunkCount = 0;
// Keyed by chunk, so two routes never share a LazyPage's state.
const page = (load: () => Promise<{ default: ComponentType }>) => (
  <LazyPage key={`page-${++chunkCount}`} chunk={new PageChunk(load)} />
);

/** The navigation (history entry and record) each query client was last asked for, by AskEarly. */
const askedFor = new WeakMap<QueryClient, string>();

/**
 * A page that reads one catalogue record by a path parameter asks for it as soon as the page is
 * opened, beside its chunk, instead of once the chunk has loaded and rendered; the page then finds
 * it in the query cache and shows its own loading state meanwhile. This asks during render, before
 * the lazy page below suspends (its effects would not run until the chunk is there), and once per
 * navigation: a render that is repeated must not ask again for a record that failed (a 404).
 */
function AskEarly({
  param,
  ask,
  children,
}: {
  param: string;
  ask: (queryClient: QueryClient, id: string) => Promise<void>;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const id = useParams()[param] ?? '';
  const navigation = `${useLocation().key} ${id}`;
  if (askedFor.get(queryClient) !== navigation) {
    askedFor.set(queryClient, navigation);
    void ask(queryClient, id);
  }
  return children;
}

// Made once, at module load: each page() is a React.lazy component, which must not be remade per render.
const routes = (
  <Routes>
    <Route path={paths.root} element={<Navigate to={paths.home} replace />} />
    <Route path={paths.login} element={page(() => import('../features/auth/routes/login'))} />
    <Route
      path={paths.googleLanding}
      element={page(() => import('../features/auth/routes/google-landing'))}
    />
    <Route path={paths.signup} element={page(() => import('../features/auth/routes/signup'))} />
    <Route path={paths.intro} element={page(() => import('../features/intro/routes/intro'))} />
    <Route
      path={paths.forgotPassword}
      element={page(() => import('../features/account/routes/forgot-password'))}
    />
    <Route
      path={paths.resetPassword}
      element={page(() => import('../features/account/routes/reset-password'))}
    />
    <Route path={paths.verifyEmail} element={page(() => import('../features/account/routes/verify-email'))} />
    <Route path={paths.unsubscribe} element={page(() => import('../features/account/routes/unsubscribe'))} />
    <Route
      path={paths.parentConsent}
      element={page(() => import('../features/account/routes/parent-consent'))}
    />
    <Route element={<RequireAuth />}>
      <Route path={paths.firstNotice} element={page(() => import('../features/auth/routes/first-notice'))} />
      <Route
        path={paths.updateProfile}
        element={page(() => import('../features/profile/routes/update-profile'))}
      />
    </Route>
    <Route path={`${paths.admin}/*`} element={page(() => import('../features/admin/routes/console'))} />
    <Route element={<MainLayout />}>
      <Route path={paths.home} element={page(() => import('../features/catalogue/routes/home'))} />
      <Route
        path="/country/:countryId"
        element={
          <AskEarly param="countryId" ask={(client, id) => client.prefetchQuery(countryQuery(id))}>
            {page(() => import('../features/catalogue/routes/country'))}
          </AskEarly>
        }
      />
      <Route
        path="/university/:universityId"
        element={
          <AskEarly param="universityId" ask={(client, id) => client.prefetchQuery(universityQuery(id))}>
            {page(() => import('../features/catalogue/routes/university'))}
          </AskEarly>
        }
      />
      <Route path={paths.explore} element={page(() => import('../features/catalogue/routes/explore'))} />
      <Route path={paths.courses} element={page(() => import('../features/catalogue/routes/courses'))} />
      <Route
        path="/courses/:courseId"
        element={
          <AskEarly param="courseId" ask={(client, id) => client.prefetchQuery(courseQuery(id))}>
            {page(() => import('../features/catalogue/routes/course'))}
          </AskEarly>
        }
      />
      <Route path={paths.compare} element={page(() => import('../features/catalogue/routes/compare'))} />
      <Route path={paths.loans} element={page(() => import('../features/loans/routes/loans'))} />
      <Route
        path={paths.scholarships}
        element={page(() => import('../features/scholarships/routes/scholarships'))}
      />
      <Route
        path={paths.scholarshipPattern}
        element={page(() => import('../features/scholarships/routes/scholarship'))}
      />
      <Route
        path={paths.visaRoutePattern}
        element={page(() => import('../features/visas/routes/visa-route'))}
      />
      <Route path={paths.packages} element={page(() => import('../features/packages/routes/packages'))} />
      <Route path={paths.contact} element={page(() => import('../features/contact/routes/contact'))} />
      <Route path={paths.privacy} element={page(() => import('../features/legal/routes/privacy-policy'))} />
      <Route
        path={paths.privacyGrievance}
        element={page(() => import('../features/legal/routes/grievance'))}
      />
      <Route path={paths.terms} element={page(() => import('../features/legal/routes/terms'))} />
      <Route path={paths.refund} element={page(() => import('../features/legal/routes/refund-policy'))} />
      <Route path={paths.howWeEarn} element={page(() => import('../features/legal/routes/how-we-earn'))} />
      <Route
        path={paths.dataSources}
        element={page(() => import('../features/catalogue/routes/data-sources'))}
      />
      {/* Public: a visitor's shortlist lives in the browser (docs/planning.md#shortlist). */}
      <Route path={paths.shortlist} element={page(() => import('../features/shortlist/routes/shortlist'))} />
      <Route element={<RequireAuth />}>
        <Route path={paths.profile} element={page(() => import('../features/profile/routes/profile'))} />
        <Route
          path={paths.applications}
          element={page(() => import('../features/applications/routes/applications'))}
        />
        <Route
          path="/applications/:applicationId"
          element={page(() => import('../features/applications/routes/application'))}
        />
        <Route
          path={paths.communities}
          element={page(() => import('../features/communities/routes/communities'))}
        />
        <Route path={paths.timeline} element={page(() => import('../features/timeline/routes/timeline'))} />
        <Route
          path={paths.notifications}
          element={page(() => import('../features/notifications/routes/notifications'))}
        />
        <Route path={paths.chat} element={page(() => import('../features/chat/routes/chat'))} />
        <Route
          path={paths.myPackages}
          element={page(() => import('../features/packages/routes/my-packages'))}
        />
        <Route
          path={paths.emailPreferences}
          element={page(() => import('../features/account/routes/email-preferences'))}
        />
        <Route path={paths.account} element={page(() => import('../features/account/routes/account'))} />
        <Route
          path={paths.accountSecurity}
          element={page(() => import('../features/account/routes/security'))}
        />
      </Route>
      <Route path="*" element={page(() => import('./not-found'))} />
    </Route>
  </Routes>
);

/** The app's pages, under one error boundary; a navigation away from a crashed page clears it. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      {/* Rarely shown: the first page's chunk loads before the first render, a link waits for its page's
          chunk, and Back or Forward renders as a transition, which keeps the current page meanwhile. */}
      <Suspense fallback={<Spinner />}>{routes}</Suspense>
    </ErrorBoundary>
  );
}

/** The page chunks a route's element shows, with those it wraps (AskEarly wraps the page it asks for). */
function chunksIn(node: ReactNode): PageChunk[] {
  if (!isValidElement<{ chunk?: PageChunk; children?: ReactNode }>(node)) return [];
  const { chunk, children } = node.props;
  return [...(node.type === LazyPage && chunk ? [chunk] : []), ...chunksIn(children)];
}

let routeTable: RouteObject[] | undefined;

/** The chunks of the page at `pathname` (and of nothing else). */
function chunksAt(pathname: string): PageChunk[] {
  routeTable ??= createRoutesFromElements(routes.props.children);
  return (matchRoutes(routeTable, pathname) ?? []).flatMap((match) => chunksIn(match.route.element));
}

/** Loads the chunk of the page at `pathname`; resolves when it is there. */
export async function preloadPageAt(pathname: string): Promise<void> {
  await Promise.all(chunksAt(pathname).map((chunk) => chunk.preload()));
}

/** For PageRouter: undefined when the page at `pathname` can show at once, else the wait for its chunk. */
export const pageWaitAt: PageWait = (pathname) =>
  chunksAt(pathname).some((chunk) => !chunk.Loaded) ? preloadPageAt(pathname) : undefined;
