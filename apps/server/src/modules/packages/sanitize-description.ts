import sanitizeHtml from 'sanitize-html';

/**
 * Package descriptions are HTML written in the console. Only a small formatting vocabulary
 * survives; scripts, styles, event handlers and non-http(s) links are removed, so a stored
 * description is safe to render (the web app sanitises again on display).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
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
