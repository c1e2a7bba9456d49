import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { countryQuery, courseQuery, universityQuery } from '../features/catalogue/index';
import { paths } from '../lib/paths';
import { MainLayout } from './layouts/main-layout';
import { RequireAuth } from './layouts/require-auth';
import { RouteError } from './route-error';

/** Each page is its own chunk: a route module's default export is loaded on first visit. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * A page that reads one catalogue record by a path parameter asks for it as soon as the page is
 * opened, beside its chunk, instead of once the chunk has loaded and rendered; the page then finds
 * it in the query cache. The loader does not wait for it: the page shows its own loading state.
 */
const prefetch =
  (param: string, ask: (id: string) => Promise<void>) =>
  ({ params }: LoaderFunctionArgs) => {
    void ask(params[param] ?? '');
    return null;
  };

const routes = (queryClient: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteError />,
    // Shown while the first page's lazy chunk loads.
    hydrateFallbackElement: <Spinner />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      { path: paths.login, ...page(() => import('../features/auth/routes/login')) },
      { path: paths.googleLanding, ...page(() => import('../features/auth/routes/google-landing')) },
      { path: paths.signup, ...page(() => import('../features/auth/routes/signup')) },
      { path: paths.intro, ...page(() => import('../features/intro/routes/intro')) },
      { path: paths.forgotPassword, ...page(() => import('../features/account/routes/forgot-password')) },
      { path: paths.resetPassword, ...page(() => import('../features/account/routes/reset-password')) },
      { path: paths.verifyEmail, ...page(() => import('../features/account/routes/verify-email')) },
      { path: paths.unsubscribe, ...page(() => import('../features/account/routes/unsubscribe')) },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.updateProfile, ...page(() => import('../features/profile/routes/update-profile')) },
        ],
      },
      { path: `${paths.admin}/*`, ...page(() => import('../features/admin/routes/console')) },
      {
        element: <MainLayout />,
        children: [
          { path: paths.home, ...page(() => import('../features/catalogue/routes/home')) },
          {
            path: '/country/:countryId',
            loader: prefetch('countryId', (id) => queryClient.prefetchQuery(countryQuery(id))),
            ...page(() => import('../features/catalogue/routes/country')),
          },
          {
            path: '/university/:universityId',
            loader: prefetch('universityId', (id) => queryClient.prefetchQuery(universityQuery(id))),
            ...page(() => import('../features/catalogue/routes/university')),
          },
          { path: paths.explore, ...page(() => import('../features/catalogue/routes/explore')) },
          { path: paths.courses, ...page(() => import('../features/catalogue/routes/courses')) },
          {
            path: '/courses/:courseId',
            loader: prefetch('courseId', (id) => queryClient.prefetchQuery(courseQuery(id))),
            ...page(() => import('../features/catalogue/routes/course')),
          },
          { path: paths.compare, ...page(() => import('../features/catalogue/routes/compare')) },
          { path: paths.packages, ...page(() => import('../features/packages/routes/packages')) },
          { path: paths.contact, ...page(() => import('../features/contact/routes/contact')) },
          { path: paths.privacy, ...page(() => import('../features/legal/routes/privacy-policy')) },
          { path: paths.terms, ...page(() => import('../features/legal/routes/terms')) },
          { path: paths.refund, ...page(() => import('../features/legal/routes/refund-policy')) },
          { path: paths.dataSources, ...page(() => import('../features/catalogue/routes/data-sources')) },
          // Public: a visitor's shortlist lives in the browser (docs/planning.md#shortlist).
          { path: paths.shortlist, ...page(() => import('../features/shortlist/routes/shortlist')) },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.profile, ...page(() => import('../features/profile/routes/profile')) },
              {
                path: paths.applications,
                ...page(() => import('../features/applications/routes/applications')),
              },
              {
                path: '/applications/:applicationId',
                ...page(() => import('../features/applications/routes/application')),
              },
              {
                path: paths.communities,
                ...page(() => import('../features/communities/routes/communities')),
              },
              { path: paths.timeline, ...page(() => import('../features/timeline/routes/timeline')) },
              {
                path: paths.notifications,
                ...page(() => import('../features/notifications/routes/notifications')),
              },
              { path: paths.chat, ...page(() => import('../features/chat/routes/chat')) },
              { path: paths.myPackages, ...page(() => import('../features/packages/routes/my-packages')) },
              {
                path: paths.emailPreferences,
                ...page(() => import('../features/account/routes/email-preferences')),
              },
              { path: paths.accountSecurity, ...page(() => import('../features/account/routes/security')) },
            ],
          },
          { path: '*', ...page(() => import('./not-found')) },
        ],
      },
    ],
  },
];

export const createRouter = (queryClient: QueryClient) => createBrowserRouter(routes(queryClient));
