/**
 * initial-js: the JavaScript a first /home downloads (gzip) beside an empty Vite React app built
 * in the same run with the same tools, and the target (docs/performance.md). Builds into
 * temporary directories; apps/web/dist is left alone.
 */
import { rmSync } from 'node:fs';
import { report, summarise } from './lib';
import { buildApp, buildTemplate, homeInitialJs, initialJs, kB, tempDir } from './web-build';

const TARGET = 120 * 1024;

export async function runInitialJsBench() {
  const appDist = tempDir('app');
  const templateDist = tempDir('template');
  try {
    await buildApp(appDist);
    await buildTemplate(templateDist);
    const app = homeInitialJs(appDist);
    const template = initialJs(templateDist);
    report('Initial JavaScript, gzip -9 (reference: an empty Vite React app)', [
      ['first /home', `${kB(app.gzip)}  (${kB(app.raw)} raw, ${app.files} files)`],
      ['empty Vite React app', `${kB(template.gzip)}  (${kB(template.raw)} raw, ${template.files} files)`],
      ['ratio /home ÷ empty app', `${(app.gzip / template.gzip).toFixed(2)}×`],
      ['target for /home', `<= ${kB(TARGET)}  (${app.gzip <= TARGET ? 'met' : 'not met'})`],
    ]);
    summarise({
      what: 'Initial JavaScript of a first /home (gzip)',
      ours: kB(app.gzip),
      reference: `${kB(template.gzip)} (empty Vite React app)`,
      ratio: (app.gzip / template.gzip).toFixed(2),
      target: `<= ${kB(TARGET)}`,
    });
  } finally {
    rmSync(appDist, { recursive: true, force: true });
    rmSync(templateDist, { recursive: true, force: true });
  }
}
