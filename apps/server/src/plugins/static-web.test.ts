import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { startTestApp, type TestApp } from '../test/app';
import { createCategory, createCountry, createCourse, createUniversity } from '../test/catalogue-factories';

/**
 * The public pages as the server sends them, read as a crawler or a link preview reads them: the
 * HTML alone, no script run (ADR 016). The renderer is built here with `vite build --ssr` (about 3 s),
 * which tests what ships (the bundle and its loading) at the cost of one quick build; the SPA build is
 * not needed: the source index.html is the shell, the first paint between its app-html comments.
 */
const webRoot = path.join(repoRoot, 'apps', 'web');
let dist: string;
let t: TestApp;
let course: { courseId: number; courseName: string };
let university: { universityId: number; universityName: string };
let country: { countryId: number; countryName: string };

beforeAll(async () => {
  // Beside the web app, so the bundle finds its npm packages (react, react-router) as the built one does.
  await mkdir(path.join(webRoot, 'node_modules', '.cache'), { recursive: true });
  dist = await mkdtemp(path.join(webRoot, 'node_modules', '.cache', 'ssr-test-'));
  await promisify(execFile)(
    path.join(repoRoot, 'node_modules', '.bin', 'vite'),
    ['build', '--ssr', '--outDir', path.join(dist, '.ssr'), '--logLevel', 'error'],
    { cwd: webRoot },
  );
  await copyFile(path.join(webRoot, 'index.html'), path.join(dist, 'index.html'));
  t = await startTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://edupath.example' }, { serveWeb: true });
  const { db } = t.database;
  country = await createCountry(db, { countryName: 'Testlandia' });
  university = await createUniversity(db, country.countryId, {
    universityName: 'University of Rendering',
    coverImage: 'api/v1/art/cover.svg?hue=200',
  });
  const category = await createCategory(db);
  course = await createCourse(
    db,
    { universityId: university.universityId, courseCategoryId: category.courseCategoryId },
    { courseName: 'MSc Hydration </script><b>', fee: 23_500, currencyCode: 'GBP' },
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

async function page(url: string) {
  const response = await fetch(t.url + url, { redirect: 'manual' });
  const html = await response.text();
  const doc = new PageText(html);
  return { response, html, doc };
}

/** Just enough of the HTML to read: the text of #root, the head's tags, the state script. */
class PageText {
  constructor(readonly html: string) {}
  get rootText(): string {
    const root = this.html.slice(this.html.indexOf('<div id="root">'), this.html.indexOf('</body>'));
    return root
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ');
  }
  meta(attribute: string): string | undefined {
    return this.html.match(new RegExp(`<meta (?:property|name)="${attribute}" content="([^"]*)"`))?.[1];
  }
  get title() {
    return this.html.match(/<title>([^<]*)<\/title>/)?.[1];
  }
  get canonical() {
    return this.html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  }
  get state(): unknown {
    const json = this.html.match(/<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/)?.[1];
    return json === undefined ? undefined : JSON.parse(json);
  }
}

describe('server-rendered public pages', () => {
  it("a course page carries the course's name, fee and university, and its head says so", async () => {
    const { response, doc } = await page(`/courses/${course.courseId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(doc.rootText).toContain('MSc Hydration </script><b>');
    expect(doc.rootText).toContain('£23,500');
    expect(doc.rootText).toContain('University of Rendering');
    expect(doc.rootText).not.toContain('Loading EduPath');
    expect(doc.title).toBe('MSc Hydration &lt;/script&gt;&lt;b&gt; at University of Rendering — EduPath');
    expect(doc.meta('og:title')).toBe(doc.title);
    expect(doc.meta('og:type')).toBe('website');
    expect(doc.meta('description')).toBe('A test course.');
    expect(doc.canonical).toBe(`https://edupath.example/courses/${course.courseId}`);
    expect(doc.meta('og:url')).toBe(doc.canonical);
    // The university's cover when the course has no picture of its own, at an absolute address.
    expect(doc.meta('og:image')).toBe('https://edupath.example/api/v1/art/cover.svg?hue=200');
  });

  it('hands the data it rendered with to the browser, safely inside its script element', async () => {
    const { html, doc } = await page(`/courses/${course.courseId}?apply=1`);
    // The course name's `</script>` is escaped: the one closing tag after the state is its own.
    expect(html).not.toContain('MSc Hydration </script>');
    const state = doc.state as {
      queries: { queryKey: unknown[]; state: { data: { courseName: string } } }[];
    };
    const query = state.queries.find((q) => q.queryKey.join('/') === `catalogue/course/${course.courseId}`);
    expect(query?.state.data.courseName).toBe('MSc Hydration </script><b>');
    // The canonical address leaves the query out.
    expect(doc.canonical).toBe(`https://edupath.example/courses/${course.courseId}`);
  });

  it("a country page carries the country's name and its universities", async () => {
    const { response, doc } = await page(`/country/${country.countryId}`);
    expect(response.status).toBe(200);
    expect(doc.rootText).toContain('Testlandia');
    expect(doc.rootText).toContain('University of Rendering');
    expect(doc.title).toBe('Study in Testlandia — EduPath');
  });

  it("a university page carries the university's name and its courses", async () => {
    const { response, doc } = await page(`/university/${university.universityId}`);
    expect(response.status).toBe(200);
    expect(doc.rootText).toContain('University of Rendering');
    expect(doc.rootText).toContain('MSc Hydration');
    expect(doc.title).toBe('University of Rendering, Testlandia — EduPath');
  });

  it('the home page carries its headline, countries and universities; / leads to it', async () => {
    const { response, html, doc } = await page('/home');
    expect(response.status).toBe(200);
    // Sent whole, its lazy parts (the category tabs) inline: no inline script, which the CSP refuses.
    expect(html.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();
    expect(doc.rootText).toContain('Find the country, university and course that fit you');
    expect(doc.rootText).toContain('Testlandia');
    expect(doc.rootText).toContain('University of Rendering');
    expect(doc.title).toBe('EduPath — Study abroad, guided');
    expect(doc.canonical).toBe('https://edupath.example/home');
    const root = await page('/?utm_source=whatsapp');
    expect(root.response.status).toBe(302);
    expect(root.response.headers.get('location')).toBe('/home?utm_source=whatsapp');
  });

  it('the explore page carries its page of countries, as its address asks', async () => {
    const { response, doc } = await page('/explore?q=testland');
    expect(response.status).toBe(200);
    expect(doc.rootText).toContain('Testlandia');
    expect(doc.title).toBe('Explore countries — EduPath');
    expect(doc.canonical).toBe('https://edupath.example/explore');
    const none = await page('/explore?q=zzqx');
    expect(none.doc.rootText).not.toContain('Testlandia');
  });

  it('a legal page carries its text, and its head is its own title', async () => {
    const { response, doc } = await page('/privacy-policy');
    expect(response.status).toBe(200);
    expect(doc.rootText).toContain('Privacy Policy');
    expect(doc.title).toBe('Privacy Policy — EduPath');
    expect(doc.meta('og:title')).toBe('Privacy Policy — EduPath');
  });

  it('a course that does not exist answers 404 with the not-found page, and no data to hydrate', async () => {
    const { response, doc } = await page('/courses/999999');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(doc.rootText).toContain('Page not found');
    expect(doc.title).toBe('Page not found — EduPath');
    expect(doc.state).toBeUndefined();
  });

  it('a signed-in page, and any page not rendered on the server, gets the plain shell', async () => {
    for (const url of ['/applications', '/admin/students', '/profile']) {
      const { response, doc } = await page(url);
      expect(response.status).toBe(200);
      expect(doc.rootText).toContain('Loading EduPath');
      expect(doc.canonical).toBeUndefined();
      expect(doc.state).toBeUndefined();
    }
  });

  it('does not serve the renderer itself', async () => {
    const response = await fetch(`${t.url}/.ssr/entry-server.js`);
    expect(response.status).toBe(404);
  });
});

describe('when the server cannot render', () => {
  let broken: TestApp;
  let brokenDist: string;
  beforeAll(async () => {
    // A renderer that always fails: the page must still load, from the plain shell.
    brokenDist = await mkdtemp(path.join(webRoot, 'node_modules', '.cache', 'ssr-test-broken-'));
    await mkdir(path.join(brokenDist, '.ssr'));
    await copyFile(path.join(webRoot, 'index.html'), path.join(brokenDist, 'index.html'));
    await writeFile(
      path.join(brokenDist, '.ssr', 'entry-server.js'),
      "export async function render() { throw new Error('render failed'); }\n",
    );
    broken = await startTestApp({ WEB_DIST_DIR: brokenDist }, { serveWeb: true });
  });
  afterAll(async () => {
    await broken?.close();
    if (brokenDist) await rm(brokenDist, { recursive: true, force: true });
  });

  it('sends the plain shell, never an error page', async () => {
    const response = await fetch(`${broken.url}/courses/1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const text = new PageText(await response.text());
    expect(text.rootText).toContain('Loading EduPath');
    expect(text.state).toBeUndefined();
  });
});
