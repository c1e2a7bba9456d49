import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a server-rendered page says of itself in its head: its title, and what a shared link shows. */
export interface PageHead {
  title: string;
  description: string;
  /** The picture a shared link shows (og:image): a path of this site, or an absolute address. */
  image?: string;
}

export const SITE_HEAD: PageHead = {
  title: 'EduPath — Study abroad, guided',
  description: 'EduPath: find countries, universities and courses abroad, apply, and talk to an advisor.',
};

/** A public page the server renders (ADR 016), described by the feature it belongs to. */
export interface PublicPage {
  /** Its route, as app/router.tsx has it. */
  path: string;
  /**
   * Puts what the page shows first into the query cache, through the page's own query options (so
   * the browser finds it there on hydration), and answers the page's head. A record that does not
   * exist rejects with the API's 404. Without it the page needs no data, and its head is its own
   * `<title>` (legal pages, the intro).
   */
  load?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<PageHead>;
}

/** A record's own text, as short as a link preview shows (about 160 characters), or the fallback. */
export function summary(text: string | null | undefined, fallback: string): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!plain) return fallback;
  return plain.length <= 160 ? plain : `${plain.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
