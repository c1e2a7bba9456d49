import { matchPath, type Params } from 'react-router';
import { cataloguePublicPages } from '../features/catalogue/index';
import { type PageHead, type PublicPage, SITE_HEAD } from '../lib/page-head';
import { paths } from '../lib/paths';

export const NOT_FOUND_HEAD: PageHead = {
  title: 'Page not found — EduPath',
  description: SITE_HEAD.description,
};

/**
 * The public pages the server renders (ADR 016); every other page is rendered in the browser, from
 * the plain index.html, as before. Signed-in pages are never here: the server renders signed out.
 */
const PUBLIC_PAGES: PublicPage[] = [
  ...cataloguePublicPages,
  // Text only: their head is their own <title>.
  ...[paths.intro, paths.privacy, paths.privacyGrievance, paths.terms, paths.refund, paths.howWeEarn].map(
    (path) => ({ path }),
  ),
];

/** The public page at `pathname` with its path parameters, or null when the browser renders it. */
export function publicPageAt(pathname: string): { page: PublicPage; params: Params } | null {
  for (const page of PUBLIC_PAGES) {
    const match = matchPath(page.path, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}
