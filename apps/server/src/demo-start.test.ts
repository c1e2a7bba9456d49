import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_BANNER } from './startup';
import { DEMO_SEED_TIMEOUT, usingPostgres } from './test/app';
import { freePort, spawnServer, waitForReady } from './test/process';

/**
 * A demo says it is one (docs/deploying.md#demo-or-production): on the first line of its log, and
 * to the web app (`GET /auth/providers` → `demo`), whose console shows a banner. The embedded
 * database only: the demo seed is the slow part, and where it runs makes no difference here.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(usingPostgres())('a demo start', () => {
  it(
    'prints the demo banner first and tells the web app',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'edupath-demo-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const server = spawnServer(
        { DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'info' },
        await freePort(),
      );
      cleanups.push(() => void server.child.kill('SIGKILL'));
      await waitForReady(server, DEMO_SEED_TIMEOUT);
      expect(server.output().split('\n')[0]).toBe(DEMO_BANNER);
      const providers = (await (await fetch(`${server.url}/api/v1/auth/providers`)).json()) as {
        data: unknown;
      };
      expect(providers.data).toEqual({ google: false, demo: true });
    },
    DEMO_SEED_TIMEOUT,
  );
});
