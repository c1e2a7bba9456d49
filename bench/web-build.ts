import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
/** The home route's module, as the web build's manifest names it. */
const HOME = 'src/features/catalogue/routes/home.tsx';

/** A fresh temporary directory for one build's output. */
export const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `edupath-bench-${name}-`));

/** The student site built as `npm run build -w @edupath/web` builds it, into `outDir`. */
export async function buildApp(outDir: string) {
  await build({
    root: WEB,
    configFile: path.join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * The reference: an empty Vite React app (an index.html and a main.tsx rendering one heading),
 * built with the same vite, @vitejs/plugin-react, react and react-dom as the site, from this
 * checkout's node_modules (no network).
 */
export async function buildTemplate(outDir: string) {
  const source = tempDir('template-src');
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(source, 'node_modules'), 'dir');
  mkdirSync(path.join(source, 'src'));
  writeFileSync(
    path.join(source, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="An empty Vite React page." />
    <title>Vite + React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  );
  writeFileSync(
    path.join(source, 'src/main.tsx'),
    `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Vite + React</h1>
  </StrictMode>,
);
`,
  );
  try {
    await build({
      root: source,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

export interface JsSize {
  raw: number;
  gzip: number;
  files: number;
}

/**
 * The JavaScript a first visit downloads, gzip -9, from a build's manifest: the entry with its
 * static imports and, for the site, the lazily loaded home route with its own (as
 * apps/web/scripts/report-size.mjs counts it).
 */
export function initialJs(dist: string, route?: string): JsSize {
  const manifest: Manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Map<string, string>();
  const visit = (key: string) => {
    if (files.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    files.set(key, chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit('index.html');
  if (route) visit(route);
  const size: JsSize = { raw: 0, gzip: 0, files: files.size };
  for (const file of files.values()) {
    const bytes = readFileSync(path.join(dist, file));
    size.raw += bytes.length;
    size.gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return size;
}

export const homeInitialJs = (dist: string) => initialJs(dist, HOME);

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
