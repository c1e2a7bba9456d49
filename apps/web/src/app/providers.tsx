import { TOAST_AUTO_CLOSE_MS } from '@edupath/contract/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { refreshCurrentUser } from '../features/auth/index';
import { createQueryClient } from '../lib/query-client';
import { RealtimeProvider } from './realtime-provider';

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
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} theme="light" newestOnTop />
    </QueryClientProvider>
  );
}
