import type { AuthUser } from '@edupath/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { authStorage } from '../lib/auth-storage';
import { createQueryClient } from '../lib/query-client';

export const TEST_STUDENT: AuthUser = {
  userId: 7,
  email: 'asha@example.test',
  name: 'Asha Rao',
  role: 'student',
  profileImage: null,
};

/**
 * Renders a page (or any element) the way the app does: the real query client, the in-app
 * confirm dialog, toasts and a router at `path`, signed in as a student.
 */
export function renderPage(element: ReactElement, { path = '/', route = '/' } = {}) {
  authStorage.setSession('test-token', TEST_STUDENT);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
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
