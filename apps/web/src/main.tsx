import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PageRouter } from './app/page-router';
import { AppProviders } from './app/providers';
import { AppRoutes, pageWaitAt, preloadPageAt } from './app/router';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();

// A transition, so React renders the first page in slices and yields to the browser between them
// instead of blocking it for the whole render (total blocking time, docs/performance.md).
const render = () =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <PageRouter waitFor={pageWaitAt}>
            <AppRoutes />
          </PageRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );

// The first page renders once its chunk is there, without a Suspense fallback (app/router.tsx).
// A chunk that fails to load renders too: the page's error boundary then says so.
preloadPageAt(window.location.pathname).then(render, render);
