import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fillShell, type RenderedPage } from '../lib/page-shell';

const NOT_SPA = /^\/(api|socket\.io|uploads)(\/|$)/;

/** The web build's server renderer (apps/web/src/entry-server.tsx), as far as the server uses it. */
interface PageRenderer {
  render(
    url: string,
    fetchApi: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<RenderedPage | null>;
}

/** The renderer built beside the web app (`vite build --ssr`), or null without one: pages then render in the browser. */
async function loadRenderer(file: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  if (!existsSync(file)) {
    log.warn({ file }, 'no server renderer built: every page is rendered in the browser (run npm run build)');
    return null;
  }
  try {
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (err) {
    log.error({ err, file }, 'the server renderer does not load: every page is rendered in the browser');
    return null;
  }
}

/**
 * Serves the built SPA. A GET for a path without a file extension outside the API gets a page: a
 * public page rendered on the server with its data (ADR 016), any other the plain index.html (history
 * fallback, so every route loads on a hard refresh); a missing asset stays a real 404.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');
    return;
  }
  const shell = await readFile(indexFile, 'utf8');
  // Read once: a new build comes with a restart.
  const renderer = await loadRenderer(path.join(root, '.ssr', 'entry-server.js'), app.log);

  /**
   * The page's queries ask the app's own API in-process, as the visitor would (their address, so the
   * same rate limits; no credentials, so the public answer): one source of every answer.
   */
  const fetchApi =
    (request: FastifyRequest) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const method = init.method ?? 'GET';
      if (method !== 'GET') throw new Error(`A server render asked ${method} ${url}`);
      const { pathname, search } = new URL(url);
      const answer = await app.inject({
        method: 'GET',
        url: `${pathname}${search}`,
        headers: { accept: 'application/json', 'x-request-id': request.id },
        remoteAddress: request.ip,
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  async function renderPage(request: FastifyRequest): Promise<RenderedPage | null> {
    if (!renderer) return null;
    try {
      return await renderer.render(request.url, fetchApi(request));
    } catch (err) {
      // The browser can still render the page from the plain shell: never an error page here.
      request.log.error({ err, url: request.url }, 'server render failed: sent the plain page');
      return null;
    }
  }

  /** Where the page's canonical address points: the configured public address, else this request's. */
  const originOf = (request: FastifyRequest) =>
    app.config.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      // Vite fingerprints everything under assets/, so those may be cached for good.
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  // The web app's pages, not an API operation: kept out of /api/docs.
  app.get('/*', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const [urlPath = '/', query] = request.url.split('?');
    if (NOT_SPA.test(urlPath)) return reply.callNotFound();
    if (path.extname(urlPath)) {
      // A file that exists was served by the static routes above; this one does not.
      return reply.callNotFound();
    }
    reply.header('cache-control', 'no-cache');
    // The app's first page: the address it would move to in the browser anyway.
    if (urlPath === '/') return reply.redirect(query === undefined ? '/home' : `/home?${query}`);
    const page = await renderPage(request);
    if (!page) return reply.sendFile('index.html');
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .send(fillShell(shell, page, `${originOf(request)}${urlPath}`));
  });
});
