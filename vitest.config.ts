import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves a core to its own process: one worker on a 2-core machine, which left
    // the other core mostly idle (the tests wait on PostgreSQL, on timers, on sockets). Two workers
    // there ran the embedded-database pass in 7.2 min instead of 10.5, and the PostgreSQL pass in
    // 3.8 min instead of about 11.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // Migrates once per run; each test database starts as a copy (src/test/global-setup.ts).
          globalSetup: ['./src/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
