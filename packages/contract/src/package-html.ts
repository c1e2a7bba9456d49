/**
 * The HTML a package description may hold: a small formatting vocabulary, links to http(s) only.
 * The server keeps only this when a description is stored, and the web app again when it shows
 * one, so both ends always agree on what survives.
 */
export const PACKAGE_HTML_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'br', 'h3', 'h4', 'a'] as const;

/** The attributes each tag may keep; a tag not named here keeps none. */
export const PACKAGE_HTML_ATTRIBUTES = { a: ['href', 'rel', 'target'] } as const satisfies Partial<
  Record<(typeof PACKAGE_HTML_TAGS)[number], readonly string[]>
>;

/** The only URL schemes a link may use. */
export const PACKAGE_HTML_URL_SCHEMES = ['http', 'https'] as const;
