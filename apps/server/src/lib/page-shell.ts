/** A public page as the web build's renderer answers it (apps/web/src/entry-server.tsx, ADR 016). */
export interface RenderedPage {
  status: number;
  /** The markup of #root. */
  html: string;
  head: { title: string; description: string; image?: string };
  /** The query cache as JSON, `<` already escaped; null when the browser is to render the page anew. */
  state: string | null;
}

/** The element id the browser reads the cache from (apps/web/src/app/ssr-state.ts). */
const STATE_ID = 'ssr-state';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * index.html with a rendered page in it: its title, description, canonical address and Open Graph
 * tags (what a shared link previews) in the head, its markup in place of the first paint between
 * the app-html comments, and its data in a JSON script element that nothing executes. Replacements
 * are functions, so no `$` in a record's text is read as a pattern.
 */
export function fillShell(shell: string, page: RenderedPage, canonicalUrl: string): string {
  const title = escapeHtml(page.head.title);
  const description = escapeHtml(page.head.description);
  const url = escapeHtml(canonicalUrl);
  // A link preview fetches the picture by itself: its address must be absolute.
  const image = page.head.image && escapeHtml(new URL(page.head.image, canonicalUrl).href);
  const head = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="EduPath" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    ...(image ? [`<meta property="og:image" content="${image}" />`] : []),
  ].join('\n    ');
  const state =
    page.state === null ? '' : `<script id="${STATE_ID}" type="application/json">${page.state}</script>\n  `;
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(/<!--app-html-->[\s\S]*<!--\/app-html-->/, () => page.html)
    .replace('</body>', () => `${state}</body>`);
}
