import { PACKAGE_MESSAGES } from '@edupath/contract/messages';
import {
  PACKAGE_HTML_ATTRIBUTES,
  PACKAGE_HTML_TAGS,
  PACKAGE_HTML_URL_SCHEMES,
} from '@edupath/contract/package-html';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The server stores descriptions sanitised; they are cleaned again here with the same vocabulary
 * (the contract's package-html.ts), so a row written some other way still cannot run script in
 * the page. DOMPurify's attribute list is not per tag; only links have attributes in it.
 */
const PURIFY_OPTIONS = {
  ALLOWED_TAGS: [...PACKAGE_HTML_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(PACKAGE_HTML_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${PACKAGE_HTML_URL_SCHEMES.join('|')})://`, 'i'),
};

export function PackageDescription({ html }: { html: string | null }) {
  const clean = useMemo(() => (html ? DOMPurify.sanitize(html, PURIFY_OPTIONS).trim() : ''), [html]);
  if (!clean) return <p className="text-sm italic text-gray-500">{PACKAGE_MESSAGES.noDescription}</p>;
  return (
    <div
      data-testid="package-description"
      className="text-sm leading-relaxed text-ink-secondary [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_h3]:mt-3 [&_h3]:font-semibold [&_h3]:text-secondary [&_h4]:mt-2 [&_h4]:font-semibold [&_li]:relative [&_li]:mt-2 [&_li]:pl-6 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_strong]:text-ink [&_ul_li]:before:absolute [&_ul_li]:before:left-0 [&_ul_li]:before:top-0 [&_ul_li]:before:font-bold [&_ul_li]:before:text-primary [&_ul_li]:before:content-['✓']"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
