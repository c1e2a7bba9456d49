import { TOAST_AUTO_CLOSE_MS } from '@edupath/contract/constants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { refreshCurrentUser } from '../features/auth/index';
import { RealtimeProvider } from './realtime-provider';

// Mounted just after the first paint, not in the page's first download; toasts shown before
// it has mounted wait in react-toastify's queue.
const ToastContainer = lazy(async () => ({ default: (await import('react-toastify')).ToastContainer }));

/** The query client is made once, in main.tsx: the router shares it to ask for a page's data early. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => {
    // The stored auth state is re-checked on every page load (docs/accounts.md, "Sessions").
    void refreshCurrentUser();
    // The markup answers clicks and typing from now on, a server-rendered page's too once hydrated:
    // browser tests wait for this before they act (e2e/fixtures.ts).
    document.documentElement.dataset.live = '';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider />
      <ConfirmProvider>{children}</ConfirmProvider>
      <Suspense>
        <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} theme="light" newestOnTop />
      </Suspense>
    </QueryClientProvider>
  );
}
