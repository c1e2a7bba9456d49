import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root, found by walking up from this file. Works both from the
 * TypeScript sources (src/lib) and from the bundle (dist/), which sit at different depths.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package root');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
/**
 * Reference figures the running server reads (exchange rates, study costs, fee bands): committed
 * data with their sources, kept outside src/ and the demo seed because every deployment needs them.
 */
export const referenceDataDir = path.join(serverRoot, 'reference-data');
export const repoRoot = path.resolve(serverRoot, '..', '..');
export const defaultWebDist = path.join(repoRoot, 'apps', 'web', 'dist');
/** The settings file `.env.example` tells people to create, beside it at the repository root. */
export const envFile = path.join(repoRoot, '.env');
