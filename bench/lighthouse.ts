/**
 * lighthouse: Lighthouse 12's mobile performance (its default: a mid-range phone on a slow 4G,
 * simulated) for five public pages of a production build, served by the real server on a fresh
 * embedded database with the demo data, and for the reference: an empty Vite React app served by
 * the same server. Median of BENCH_LIGHTHOUSE_RUNS (3) cold loads per page. Each figure is printed
 * beside its target (docs/performance.md); nothing fails on a figure.
 *
 * BENCH_WEB_DIST: measure that already built apps/web dist instead of building one (to compare
 * two builds). Chromium: BENCH_CHROME (/usr/bin/chromium).
 */
import { rmSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type AppServer, startAppServer, summarise } from './lib';
import { buildApp, buildTemplate, tempDir } from './web-build';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.BENCH_CHROME ?? '/usr/bin/chromium';
const TARGET = { score: 95, cls: 0.02 };

interface Figures {
  score: number;
  cls: number;
  lcp: number;
  tbt: number;
}

/** The server as `npm start` runs it, serving the site built into `webDist`. */
async function startServer(webDist: string): Promise<{ server: AppServer; dataDir: string }> {
  const dataDir = tempDir('lighthouse-data');
  return { server: await startAppServer({ DATA_DIR: dataDir, WEB_DIST_DIR: webDist }), dataDir };
}

/** The first published country, university and course of the demo data, for their pages. */
async function demoPages(url: string): Promise<Array<[string, string]>> {
  const firstOf = async (route: string) => {
    const response = await fetch(`${url}/api/v1${route}`);
    if (!response.ok) throw new Error(`${route}: ${response.status}`);
    const answer = (await response.json()) as { data: { items: Array<Record<string, unknown>> } };
    const [first] = answer.data.items;
    if (!first) throw new Error('the demo data has no catalogue');
    return first;
  };
  const country = await firstOf('/country');
  const university = await firstOf('/university');
  const course = await firstOf('/course/search');
  return [
    ['/home', '/home'],
    ['/courses', '/courses'],
    ['/courses/{id}', `/courses/${course.courseId}`],
    ['/university/{id}', `/university/${university.universityId}`],
    ['/country/{id}', `/country/${country.countryId}`],
  ];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/** One cold load; Lighthouse asks to be run again when it could not record the trace, so it is, twice at most. */
async function audit(pageUrl: string, chromePort: number, attempt = 1): Promise<Figures> {
  const result = await lighthouse(pageUrl, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`${pageUrl}: Lighthouse gave no result`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(pageUrl, chromePort, attempt + 1);
    throw new Error(`${pageUrl}: ${lhr.runtimeError.message}`);
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    cls: metric('cumulative-layout-shift'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
  };
}

/** Each figure is the median of its own runs (the runs are cold: Lighthouse clears storage). */
async function measurePage(pageUrl: string, chromePort: number): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(pageUrl, chromePort));
  return {
    score: median(runs.map((r) => r.score)),
    cls: median(runs.map((r) => r.cls)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
  };
}

const row = (label: string, f: Figures, reference?: Figures) =>
  [
    label.padEnd(18),
    `${f.score.toFixed(0).padStart(3)} (>= ${TARGET.score})`,
    reference ? `${(f.score / reference.score).toFixed(2)}×`.padStart(6) : '     -',
    `${f.cls.toFixed(3)} (<= ${TARGET.cls})`,
    `${(f.lcp / 1000).toFixed(2).padStart(5)} s`,
    `${f.tbt.toFixed(0).padStart(5)} ms`,
  ].join('   ');

export async function runLighthouseBench() {
  const builtHere = !process.env.BENCH_WEB_DIST;
  const appDist = process.env.BENCH_WEB_DIST ?? tempDir('app');
  const templateDist = tempDir('template');
  const servers: Array<{ server: AppServer; dataDir: string }> = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    if (builtHere) await buildApp(appDist);
    await buildTemplate(templateDist);
    servers.push(await startServer(appDist));
    servers.push(await startServer(templateDist));
    const [app, template] = servers.map(({ server }) => server) as [AppServer, AppServer];

    const reference = await measurePage(`${template.url}/`, chrome.port);
    console.info(
      `\nLighthouse ${RUNS}× per page, median (mobile, simulated slow 4G); score ÷ the empty Vite React app's score`,
    );
    console.info(`  ${'page'.padEnd(18)}   score (target)   ratio   CLS (target)        LCP       TBT`);
    console.info(`  ${row('empty Vite React', reference)}`);
    for (const [label, route] of await demoPages(app.url)) {
      const figures = await measurePage(`${app.url}${route}`, chrome.port);
      console.info(`  ${row(label, figures, reference)}`);
      summarise({
        what: `Lighthouse mobile ${label}: score, CLS`,
        ours: `${figures.score.toFixed(0)}, ${figures.cls.toFixed(3)}`,
        reference: `${reference.score.toFixed(0)}, ${reference.cls.toFixed(3)} (empty Vite React app)`,
        ratio: (figures.score / reference.score).toFixed(2),
        target: `>= ${TARGET.score}, CLS <= ${TARGET.cls}`,
      });
    }
  } finally {
    chrome.kill();
    for (const { server, dataDir } of servers) {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    if (builtHere) rmSync(appDist, { recursive: true, force: true });
    rmSync(templateDist, { recursive: true, force: true });
  }
}
