import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { MainLayout } from './app/layouts/main-layout';
import { AppProviders } from './app/providers';
import { NOT_FOUND_HEAD, publicPageAt } from './app/public-pages';
import { AppRoutes, preloadPageAt } from './app/router';
import { serializeState } from './app/ssr-state';
import { ApiError, apiTransport } from './lib/api-client';
import { type PageHead, SITE_HEAD } from './lib/page-head';
import { createQueryClient } from './lib/query-client';

/**
 * The server's renderer of the public pages (ADR 016), built by `vite build --ssr` and loaded by the
 * server's static-web plugin. The pages' own queries ask the API through `apiTransport`, which here
 * hands each request to the server that renders (`ApiFetch`, its Fastify app in-process).
 */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  status: 200 | 404;
  /** The markup of #root. */
  html: string;
  head: PageHead;
  /** The query cache for the JSON script element, or null when the browser is to render anew (a 404). */
  state: string | null;
}

/** Long enough for a page of a few cached records; a render that takes longer is dropped for the shell. */
const RENDER_TIMEOUT_MS = 5_000;

// Lazy, as the router has it: the same chunk; the render waits for it.
const NotFoundRoute = lazy(() => import('./app/not-found'));

const requestApi = new AsyncLocalStorage<ApiFetch>();
// Requests carry this origin only to be parsed back into a path: they never leave the process.
apiTransport.origin = () => 'http://in-process';
apiTransport.fetch = (url, init) => {
  const fetchApi = requestApi.getStore();
  if (!fetchApi) throw new Error('An API request outside a server render');
  return fetchApi(url, init);
};

function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  // An answer that failed is not asked again while a visitor waits: the page falls back to the shell.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** The whole markup once everything (lazy parts included) is ready; any error rejects. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      // Every boundary inline, none sent after its shell with an inline script to move it in: the
      // page is sent whole, and the content security policy allows no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails would be rendered by the browser instead; the server sends the shell then.
      onError: (error) => reject(error),
    });
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`The render took over ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
  });
}

const TEXT_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/** A page without data names itself with a `<title>`, which React writes at the start of its markup. */
function ownHead(html: string): PageHead {
  const title = html
    .match(/<title>([^<]*)<\/title>/)?.[1]
    ?.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => TEXT_ENTITIES[name] ?? '');
  return { ...SITE_HEAD, ...(title ? { title } : {}) };
}

/**
 * Renders the public page at `url` (path and query), or answers null for a page the browser renders.
 * Rejects when the data or the render fails: the server then sends the plain index.html.
 */
export async function render(url: string, fetchApi: ApiFetch): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://in-process');
  const found = publicPageAt(pathname);
  if (!found) return null;
  const client = serverQueryClient();
  return requestApi.run(fetchApi, async () => {
    let head: PageHead | undefined;
    try {
      [head] = await Promise.all([
        found.page.load?.(client, found.params, searchParams),
        preloadPageAt(pathname),
      ]);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      // The not-found page, and no cache: the browser renders the page anew, signed in if the visitor
      // is (staff see an unpublished record's preview), so nothing is hydrated against this markup.
      const html = await renderToHtml(
        <AppProviders queryClient={client}>
          <StaticRouter location={url}>
            <Routes>
              <Route element={<MainLayout />}>
                <Route path="*" element={<NotFoundRoute />} />
              </Route>
            </Routes>
          </StaticRouter>
        </AppProviders>,
      );
      return { status: 404, html, head: NOT_FOUND_HEAD, state: null };
    }
    // The same tree as main.tsx, with the static router for the browser's.
    const html = await renderToHtml(
      <StrictMode>
        <AppProviders queryClient={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
    return { status: 200, html, head: head ?? ownHead(html), state: serializeState(dehydrate(client)) };
  });
}
