import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOUR, renderMail } from './mail.templates';

/** Emails wear the site's teal (docs/email.md#what-an-email-looks-like). */
describe('the email brand colour', () => {
  it("is the web theme's teal for text and white-on-teal fills", () => {
    const css = readFileSync(path.resolve(__dirname, '../../../../web/src/index.css'), 'utf8');
    const teal = css.match(/--color-primary-dark:\s*(#[0-9a-f]{6})/i)?.[1];
    expect(teal).toBeDefined();
    expect(BRAND_COLOUR.toLowerCase()).toBe(teal!.toLowerCase());
    const { html } = renderMail({
      subject: 's',
      heading: 'h',
      paragraphs: ['p'],
      action: { label: 'Open', url: 'https://example.test/x' },
    });
    expect(html).toContain(`color:${BRAND_COLOUR}`);
    expect(html).toContain(`background:${BRAND_COLOUR}`);
    expect(html).not.toContain('#1d4ed8');
  });
});
