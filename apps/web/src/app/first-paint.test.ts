import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The HTML the server sends before any script runs (Vite only adds the script and stylesheet tags).
const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');

describe('the first HTML (docs/performance.md, "First paint")', () => {
  it('shows the brand, the header outline and a loading state without JavaScript', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const root = doc.getElementById('root');
    expect(root?.querySelector('header a[href="/"]')?.textContent).toContain('EduPath');
    expect(root?.querySelector('[role="status"]')?.textContent).toMatch(/Loading/);
    // Styled inline: no stylesheet request stands between the HTML and this paint.
    expect(doc.querySelector('head style')?.textContent).toContain('.fp-bar');
  });

  it('stays a few kilobytes', () => {
    expect(new TextEncoder().encode(html).length).toBeLessThan(6 * 1024);
  });
});
