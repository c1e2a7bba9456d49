import type { AuthUser } from '@edupath/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { onTestFinished } from 'vitest';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { authStorage } from '../lib/auth-storage';
import { createQueryClient } from '../lib/query-client';
import { TEST_STUDENT } from './fixtures/users';

export interface RenderPageOptions {
  /** The URL the page opens at. */
  path?: string;
  /** The route pattern the element stands on, for its params. */
  route?: string;
  /** Who is signed in; null for a visitor. */
  user?: AuthUser | null;
  /** Other routes beside the page, such as where it navigates to. */
  routes?: RouteObject[];
}

/**
 * The one way the web tests render: the app's query client (without retries, so a failure shows
 * at once), the in-app confirm dialog, toasts and a router at `path`, signed in as `user`
 * (the test student unless told otherwise). Any other path shows 'Elsewhere'.
 */
export function renderPage(
  element: ReactElement,
  { path = '/', route = '/', user = TEST_STUDENT, routes = [] }: RenderPageOptions = {},
) {
  if (user) authStorage.setSession('test-token', user);
  else authStorage.clear();
  // The session lives in memory as well as in local storage; the next test starts signed out.
  onTestFinished(() => authStorage.clear());
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(
    [{ path: route, element }, ...routes, { path: '*', element: <p>Elsewhere</p> }],
    { initialEntries: [path] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...utils, queryClient, router };
}
