// Prints what a first visit to /home downloads (run after `vite build`, reads dist/.vite/manifest.json):
// the entry chunk with its static imports, then the lazily loaded home route with its own imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const HOME = 'src/features/catalogue/routes/home.tsx';

/** A chunk's file and every chunk it imports statically, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const sizeOf = (keys) => {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const bytes = readFileSync(path.join(dist, manifest[key].file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip, files: keys.size };
};
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

if (!manifest[HOME]) {
  console.error(`report-size: ${HOME} is not a chunk of its own: the home route is not split out`);
  process.exit(1);
}
const initial = closure('index.html');
const home = new Set([...closure(HOME)].filter((key) => !initial.has(key)));
const entry = sizeOf(initial);
const route = sizeOf(home);
const routeChunks = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;

console.info('\nInitial JavaScript of /home (gzip -9):');
console.info(
  `  app entry + static imports  ${kB(entry.gzip).padStart(9)} gzip  (${kB(entry.raw)} raw, ${entry.files} files)`,
);
console.info(
  `  home route chunk + imports  ${kB(route.gzip).padStart(9)} gzip  (${kB(route.raw)} raw, ${route.files} files)`,
);
console.info(`  total for a first /home     ${kB(entry.gzip + route.gzip).padStart(9)} gzip`);
console.info(`  (${routeChunks} routes are split into lazily loaded chunks)\n`);
