import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { ConfirmProvider } from '../../../components/ui/confirm-dialog';

/** Renders with the app's providers; retries off so a failed request shows at once. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ConfirmProvider>
      <ToastContainer />
    </QueryClientProvider>,
  );
}

type Handler = (url: URL, init: RequestInit | undefined) => { status?: number; body: unknown } | undefined;

/** Answers fetch() from the handler (the envelope is added); records every call. */
export function mockApi(handler: Handler) {
  const calls: Array<{ url: URL; init: RequestInit | undefined }> = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    const answer = handler(url, init);
    if (!answer)
      return new Response(JSON.stringify({ success: false, message: 'Not found', data: null }), {
        status: 404,
      });
    const status = answer.status ?? 200;
    const body = status < 400 ? { success: true, message: 'OK', data: answer.body } : answer.body;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetchMock, calls };
}
