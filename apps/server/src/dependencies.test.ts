import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths';

/**
 * The README promises Node 20.19+ (and the root package.json's `engines` says the same). A package
 * whose own `engines` leaves that version out may run today and break with any update, so every
 * package the lockfile installs, direct or not, has to accept it. Two did not: cookie 2 and
 * content-disposition 3 went ESM-only with Node 22 as their floor, without an API change; the
 * root package.json's `overrides` keep their previous majors (same functions, Node 18+) under
 * @fastify/cookie, light-my-request (Fastify's inject) and @fastify/static.
 */
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

describe('dependencies', () => {
  const rootEngine: string = readJson('package.json').engines.node;
  const oldest = semver.minVersion(rootEngine)?.version ?? '';

  it('the README and the root package.json name the same oldest Node', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const named = /Node (\d+\.\d+)\+ is required/.exec(readme)?.[1];
    expect(named && semver.coerce(named)?.version).toBe(oldest);
  });

  it('every installed package accepts that Node version', () => {
    const packages: Record<string, { version?: string; engines?: { node?: unknown } }> =
      readJson('package-lock.json').packages;
    const excluded = Object.entries(packages)
      .filter(([, p]) => typeof p.engines?.node === 'string')
      .filter(([, p]) => !semver.satisfies(oldest, p.engines?.node as string))
      .map(([where, p]) => `${where}@${p.version} (node ${p.engines?.node})`);
    expect(excluded).toEqual([]);
  });

  it('pino-pretty, which only a development start loads (app.ts), is not installed for production', () => {
    const server = readJson('apps/server/package.json');
    const app = readFileSync(path.join(repoRoot, 'apps/server/src/app.ts'), 'utf8');
    // The production bundle leaves npm packages to `dependencies` (scripts/build.mjs); pino-pretty
    // is named only as a transport, behind NODE_ENV=development, so `npm ci --omit=dev` must do.
    expect(app).toMatch(/NODE_ENV === 'development'[^\n]*target: 'pino-pretty'/);
    expect(Object.keys(server.dependencies)).not.toContain('pino-pretty');
    expect(Object.keys(server.devDependencies)).toContain('pino-pretty');
  });
});
