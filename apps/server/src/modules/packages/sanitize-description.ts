import {
  PACKAGE_HTML_ATTRIBUTES,
  PACKAGE_HTML_TAGS,
  PACKAGE_HTML_URL_SCHEMES,
} from '@edupath/contract/package-html';
import sanitizeHtml from 'sanitize-html';

/**
 * Package descriptions are HTML written in the console. Only the contract's vocabulary
 * (package-html.ts) survives; scripts, styles, event handlers and other links are removed, so a
 * stored description is safe to render (the web app sanitises again on display, with the same list).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...PACKAGE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(PACKAGE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...PACKAGE_HTML_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    b: 'strong',
    i: 'em',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** Returns the safe HTML, or null when nothing but whitespace is left. */
export function sanitizeDescription(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.replace(/<[^>]*>|&nbsp;/g, '').trim() ? clean : null;
}
