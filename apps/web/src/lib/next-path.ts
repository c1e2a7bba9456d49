/**
 * Where sign-in returns to: the `next` query parameter of /login and /signup
 * (docs/accounts.md#returning-after-sign-in).
 */
export const NEXT_PARAM = 'next';

/** `path` (a /login or /signup page) carrying `next`, the page of this site to come back to. */
export function withNext(path: string, next: string | null | undefined) {
  return next ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: next })}` : path;
}

/**
 * `raw` when it is a path of this site, else null. Only a same-site path is followed: a link
 * such as `/login?next=https://evil.example` (or `//evil.example`, `/\evil.example`, which browsers
 * read as another host) must not send a freshly signed-in user to a look-alike page.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
