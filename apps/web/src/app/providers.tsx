import { TOAST_AUTO_CLOSE_MS } from '@edupath/contract/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { refreshCurrentUser } from '../features/auth/index';
import { createQueryClient } from '../lib/query-client';
import { RealtimeProvider } from './realtime-provider';

// Mounted just after the first paint, not in the page's first download; toasts shown before
// it has mounted wait in react-toastify's queue.
const ToastContainer = lazy(async () => ({ default: (await import('react-toastify')).ToastContainer }));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    // The stored auth state is re-checked on every page load (docs/accounts.md, "Sessions").
    void refreshCurrentUser();
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
