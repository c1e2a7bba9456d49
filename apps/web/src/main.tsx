import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PageRouter } from './app/page-router';
import { AppProviders } from './app/providers';
import { AppRoutes, pageWaitAt, preloadPageAt } from './app/router';
import { readServerState } from './app/ssr-state';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
// A public page the server rendered comes with the data it rendered with (ADR 016): in the cache
// before the first render, the page renders what the server did, and its queries are fresh.
const serverState = readServerState();
if (serverState) hydrate(queryClient, serverState);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <PageRouter waitFor={pageWaitAt}>
        <AppRoutes />
      </PageRouter>
    </AppProviders>
  </StrictMode>
);

// Hydration is already rendered in slices. Otherwise a transition, so React renders the first page
// in slices and yields to the browser between them instead of blocking it for the whole render
// (total blocking time, docs/performance.md).
const render = () =>
  serverState ? hydrateRoot(container, app) : startTransition(() => createRoot(container).render(app));

// The first page renders once its chunk is there, without a Suspense fallback (app/router.tsx); a
// server-rendered page hydrates then, its markup on the screen meanwhile. A chunk that fails to load
// renders too: the page's error boundary then says so.
preloadPageAt(window.location.pathname).then(render, render);
