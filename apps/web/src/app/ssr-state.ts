import type { DehydratedState } from '@tanstack/react-query';

/** The script element that carries a server-rendered page's query cache to the browser (ADR 016). */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The cache as the text of a JSON script element. Every `<` is escaped, so no record's text can end
 * the element (`</script>`) or open a comment; the JSON still parses to the same data.
 */
export const serializeState = (state: DehydratedState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The cache the server rendered this page with, or null when the page was not rendered there. */
export function readServerState(): DehydratedState | null {
  const element = document.getElementById(SSR_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as DehydratedState) : null;
}
