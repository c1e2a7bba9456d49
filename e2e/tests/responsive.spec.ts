import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { paths } from '../../apps/web/src/lib/paths';
import { DEMO, inParts, signInAs } from '../fixtures';

/**
 * No page scrolls sideways: every student page from a small phone (320 px) to a wide desktop
 * (1920 px), and every console page at a phone's, a tablet's and two desktops' widths, read from
 * the app's own route tables, so a new page is checked without being listed here
 * (docs/console.md#screens). Each page is loaded once, in one signed-in tab per role, measured once
 * its requests have settled, then widened in place and measured at each width.
 */
/** 1100 and 1180 stand either side of where the signed-in header folds into its menu. */
const SITE_WIDTHS = [320, 390, 768, 1024, 1100, 1180, 1280, 1920];
const CONSOLE_WIDTHS = [390, 768, 1024, 1280];

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');
const read = (file: string) => readFileSync(path.join(web, file), 'utf8');
const routePaths = (source: string) => [...source.matchAll(/\bpath=(?:"([^"]+)"|\{paths\.(\w+)\})/g)];

/** The site's routes (app/router.tsx), as `paths.x` or written out. */
function siteRoutes(): string[] {
  return routePaths(read('app/router.tsx')).map(([, literal, key]) => {
    if (literal) return literal;
    const value = paths[key as keyof typeof paths];
    if (typeof value !== 'string') throw new Error(`paths.${key} is not a plain address`);
    return value;
  });
}

/** The console's routes (features/admin/routes/console.tsx and the catalogue console's, features/catalogue/console), under /admin. */
function consoleRoutes(): string[] {
  const under = (prefix: string, file: string) =>
    routePaths(read(file)).map(([, literal]) => `${prefix}/${literal}`);
  return [
    '/admin',
    ...under('/admin', 'features/admin/routes/console.tsx'),
    ...under('/admin/catalogue', 'features/catalogue/console/routes/catalogue-console-routes.tsx'),
  ];
}

/**
 * Routes not visited, each for its reason; anything else with an unknown parameter fails the
 * spec, so a new page gets a sample here rather than going unchecked.
 */
const NOT_VISITED: Record<string, string> = {
  '/': 'redirects to /home',
  '*': 'the not-found page, checked below under an unknown address',
  '/admin/*': 'the console, whose own routes are listed from its table',
  '/admin/catalogue/*': 'the catalogue, whose own routes are listed from its table',
  '/admin/*/': 'the console, whose own routes are listed from its table',
  [paths.googleLanding]: 'only reached back from Google, with a one-time code',
  '/admin/invite/:token': 'needs a fresh invitation token (console-accounts.spec.ts opens one)',
};

type Role = 'visitor' | 'student' | 'staff';

/** Public pages, seen signed out as well as signed in: the header differs. */
const PUBLIC_PAGES = [paths.home, paths.explore, paths.courses, paths.packages, paths.contact, paths.privacy];

/** Pages a signed-in person would be sent away from, seen as a visitor. */
const VISITOR_ONLY = new Set<string>([
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
  paths.verifyEmail,
  paths.unsubscribe,
  paths.intro,
  paths.adminLogin,
]);

async function apiData<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const answer = await request.get(`/api/v1/${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(answer.status(), `${url}: ${await answer.text()}`).toBe(200);
  return (await answer.json()).data as T;
}

const firstId = async (request: APIRequestContext, url: string, key: string, token?: string) => {
  const data = await apiData<{ items: Array<Record<string, unknown>> } | Array<Record<string, unknown>>>(
    request,
    url,
    token,
  );
  const items = Array.isArray(data) ? data : data.items;
  const id = items[0]?.[key];
  expect(id, `${url} has no ${key} to visit`).toBeDefined();
  return String(id);
};

async function staffToken(request: APIRequestContext) {
  const answer = await request.post('/api/v1/auth/staff/login', { data: DEMO.admin });
  return (await answer.json()).data.accessToken as string;
}

/**
 * What the demo data lacks for a detail page, made once: the demo student's application and
 * package application (no other journey uses the demo student) and a contact message.
 */
async function ensureDetails(request: APIRequestContext, studentToken: string) {
  const auth = { authorization: `Bearer ${studentToken}` };
  const own = await apiData<unknown[]>(request, 'admission', studentToken);
  if (own.length === 0) {
    const courseId = Number(await firstId(request, 'course/featured-programmes', 'courseId'));
    const applied = await request.post('/api/v1/admission', { headers: auth, data: { courseId } });
    // 409: the other worker applied first.
    expect([200, 409], await applied.text()).toContain(applied.status());
  }
  const mine = await apiData<unknown[]>(request, 'packageUserMapping/mine', studentToken);
  if (mine.length === 0) {
    const list = await apiData<{ data: Array<{ packageId: number }> }>(request, 'package');
    const applied = await request.post('/api/v1/packageUserMapping/apply', {
      headers: auth,
      data: { packageId: list.data[0]!.packageId },
    });
    expect([201, 409], await applied.text()).toContain(applied.status());
  }
  const sent = await request.post('/api/v1/contact', {
    data: {
      name: 'Wide Check',
      email: 'wide-check@example.test',
      subject: 'Layout',
      message: 'Checking layouts.',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

/** Concrete values for every route parameter, from the demo data. */
async function samples(request: APIRequestContext) {
  const admin = await staffToken(request);
  const student = await request.post('/api/v1/auth/login', { data: DEMO.student });
  const { accessToken: studentToken, user } = (await student.json()).data as {
    accessToken: string;
    user: { userId: number };
  };
  await ensureDetails(request, studentToken);
  const [
    courseId,
    countryId,
    universityId,
    ownApplication,
    staffApplication,
    chatId,
    packageApplicationId,
    contactMessageId,
  ] = await Promise.all([
    firstId(request, 'course/featured-programmes', 'courseId'),
    firstId(request, 'country?pageSize=1', 'countryId'),
    firstId(request, 'university?pageSize=1', 'universityId'),
    firstId(request, 'admission', 'admissionApplicationId', studentToken),
    firstId(request, 'staff/applications?pageSize=1', 'admissionApplicationId', admin),
    firstId(request, 'chat/staff/chats?pageSize=1', 'chatId', admin),
    firstId(request, 'staff/package-applications?pageSize=1', 'packageApplicationId', admin),
    firstId(request, 'staff/contact-messages?pageSize=1', 'contactMessageId', admin),
  ]);
  const catalogue = Object.fromEntries(
    await Promise.all(
      (
        [
          ['courses', 'courseId'],
          ['universities', 'universityId'],
          ['countries', 'countryId'],
          ['categories', 'courseCategoryId'],
          ['faqs', 'faqId'],
        ] as const
      ).map(async ([kind, key]) => [
        kind,
        await firstId(request, `staff/catalogue/${kind}?pageSize=1`, key, admin),
      ]),
    ),
  );
  return (route: string): string => {
    const filled = route.replace(/:(\w+)/g, (_, name: string) => {
      const value = {
        courseId,
        countryId,
        universityId,
        applicationId: route.startsWith('/admin') ? staffApplication : ownApplication,
        // The demo student's page: the one with an application and documents to lay out.
        userId: String(user.userId),
        chatId,
        packageApplicationId,
        contactMessageId,
        id: catalogue[route.split('/')[3] ?? ''],
        // Curated files' own ids (apps/server/reference-data): an award and a visa route.
        scholarshipId: 'chevening',
        countryCode: 'gb',
      }[name];
      if (!value) throw new Error(`No sample for :${name} in ${route}: add one to responsive.spec.ts`);
      return value;
    });
    return filled;
  };
}

/** The page's width against the window's, with what sticks out when it is wider. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const limit = root.clientWidth;
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > limit + 1)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > limit + 1))
      .slice(0, 3)
      .map((el) => {
        const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 4).join('.') : '';
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} (${Math.round(el.getBoundingClientRect().right)}px)`;
      });
    return `${root.scrollWidth}px wide: ${culprits.join(', ')}`;
  });
}

/** Waits for the page's own requests to settle (the socket does not count), then for a paint. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await nextPaint(page);
}

/** Two animation frames: React has rendered what a change asked for, and the browser laid it out. */
const nextPaint = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function checkPages(browser: Browser, role: Role, addresses: string[]) {
  const widths = role === 'staff' ? CONSOLE_WIDTHS : SITE_WIDTHS;
  const context = await browser.newContext({ viewport: { width: widths[0]!, height: 900 } });
  const page = await context.newPage();
  if (role === 'student') await signInAs(page, DEMO.student, paths.home);
  if (role === 'staff') await signInAs(page, DEMO.admin, '/admin');
  const overflows: string[] = [];
  for (const address of addresses) {
    // Loaded once, at the narrowest width, then widened in place: the layout answers a window
    // that changes size as it answers one that opens at that size (CSS media queries and the
    // app's own width hooks both follow the window), and a load per width took minutes.
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await page.goto(address);
    // The app has replaced the first paint's outline (index.html): the page itself is measured.
    await expect(page.locator('[data-first-paint]'), address).toHaveCount(0);
    await settle(page);
    for (const width of widths) {
      if (width !== widths[0]) {
        await page.setViewportSize({ width, height: 900 });
        await nextPaint(page);
      }
      const found = await sideways(page);
      if (found) overflows.push(`${address} at ${width}px: ${found}`);
    }
  }
  await context.close();
  return overflows;
}

let sample: (route: string) => string;
const visited = (routes: string[]) => routes.filter((route) => !(route in NOT_VISITED));

test.beforeAll(async ({ request }) => {
  sample = await samples(request);
});

test.describe('no page scrolls sideways: the site from 320 to 1920 px, the console from 390 to 1280 px', () => {
  test.describe.configure({ mode: 'parallel', timeout: 400_000 });

  test('the route tables are read whole', () => {
    const site = siteRoutes();
    const console = consoleRoutes();
    // Sanity: the parser found the pages it must (a change of how routes are written breaks it loudly).
    expect(site).toEqual(expect.arrayContaining([paths.home, paths.timeline, '/courses/:courseId']));
    expect(console).toEqual(
      expect.arrayContaining(['/admin/documents', '/admin/audit', '/admin/catalogue/courses/:id']),
    );
  });

  test('the pages a visitor sees before signing in', async ({ browser }) => {
    const pages = visited(siteRoutes()).filter((route) => VISITOR_ONLY.has(route));
    const addresses = [...pages, ...PUBLIC_PAGES, paths.adminLogin, '/no-such-page'];
    expect(await checkPages(browser, 'visitor', addresses)).toEqual([]);
  });

  // The student's pages in three parts and the console's in two, which the suite's two workers
  // check side by side: whole, the student's were the run's longest test by far.
  for (const part of [0, 1, 2]) {
    test(`the student's pages, part ${part + 1} of 3`, async ({ browser }) => {
      const pages = visited(siteRoutes())
        .filter((route) => !VISITOR_ONLY.has(route) && !route.startsWith(paths.admin))
        .map((route) => sample(route));
      expect(await checkPages(browser, 'student', inParts(pages, 3)[part]!)).toEqual([]);
    });
  }

  for (const part of [0, 1]) {
    test(`the console, part ${part + 1} of 2`, async ({ browser }) => {
      const pages = visited(consoleRoutes())
        .filter((route) => route !== paths.adminLogin)
        .map((route) => sample(route));
      expect(await checkPages(browser, 'staff', inParts(pages, 2)[part]!)).toEqual([]);
    });
  }
});
