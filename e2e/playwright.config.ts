import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the built app served by the real server (production mode,
 * a fresh embedded database in a temporary DATA_DIR, demo accounts seeded).
 * E2E_PORT lets several checkouts run their suites side by side.
 */
const port = Number(process.env.E2E_PORT ?? 4300);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'edupath-e2e-'));

/**
 * Where a PostgreSQL server is at hand for the tests (TEST_DATABASE_URL, as .ci/run sets it), the
 * journeys' server runs on a database of its own there, created empty before each run
 * (fresh-database.ts). Native PostgreSQL answers in its own processes, so the server and the
 * browsers keep the processor that the embedded database's WebAssembly would take from them: the
 * journeys took a quarter less time. Without it, the server runs on a fresh embedded database in
 * DATA_DIR, the default a new checkout starts with (the embedded database's own behaviour is
 * covered by the server's tests of it, docs/testing.md).
 */
const postgresServer = process.env.TEST_DATABASE_URL;
const e2eDatabase = `edupath_e2e_${port}`;
const e2eDatabaseUrl = postgresServer ? withDatabase(postgresServer, e2eDatabase) : undefined;

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
const serverCommand = postgresServer
  ? `node --import tsx fresh-database.ts '${postgresServer}' ${e2eDatabase} && node ../apps/server/dist/server.js`
  : 'node ../apps/server/dist/server.js';

/**
 * Payments run through Razorpay's API as a local fake (apps/server/src/test/fake-razorpay.ts), so
 * the 'Pay now' journey pays for real without the network; it signs webhooks as Razorpay does.
 */
const fakeRazorpayPort = Number(process.env.E2E_FAKE_RAZORPAY_PORT ?? port + 1000);
const fakeRazorpayUrl = `http://127.0.0.1:${fakeRazorpayPort}`;
const razorpayKeys = {
  RAZORPAY_KEY_ID: 'rzp_test_e2e',
  RAZORPAY_KEY_SECRET: 'e2e-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'e2e-webhook-secret',
};

/**
 * "Continue with Google" talks to a real OpenID provider on loopback (oidc-provider), which
 * tests/google-signin.spec.ts starts on this port with this client (keep the two in step); the
 * server reads its discovery document on the first sign-in only, so it starts without it.
 */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 2000);
const oidcClient = { clientId: 'edupath-e2e', clientSecret: 'e2e-google-client-secret' };

/**
 * Debian's headless shell (package chromium-headless-shell) where it is installed: the same Blink
 * without the browser's own interface, whose extra renderers cost the 2-core machine a fifth of
 * its processor in every journey. Otherwise the full Chromium, headless.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One more try for a journey that fails: the suite runs once, on a shared 2-core machine, and a
  // timing race there should not sink the whole run. A journey that passes only on its second try
  // is listed as "flaky" in the summary: each one is a race to find and fix (the last ones were
  // real bugs: a stale first load, an address ahead of its page).
  retries: 1,
  // A journey's whole budget; each step still fails after expect's 10 s. Long journeys (several
  // axe scans, screenshots at two widths) took up to 40 s on a busy machine, and a passing journey
  // cut short at 45 s was a failure with nothing wrong.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // A failed journey keeps its trace (actions, DOM snapshots, network) but without the screencast:
    // filming every journey's every frame cost the 2-core machine more than the journeys' own work.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx ../apps/server/src/test/fake-razorpay-cli.ts',
      url: fakeRazorpayUrl,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...razorpayKeys,
        FAKE_RAZORPAY_PORT: String(fakeRazorpayPort),
        FAKE_RAZORPAY_WEBHOOK_URL: `${baseURL}/api/v1/payments/razorpay/webhook`,
      },
    },
    {
      command: serverCommand,
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(e2eDatabaseUrl ? { DATABASE_URL: e2eDatabaseUrl } : {}),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // Every test signs in from 127.0.0.1; the rate limits are covered by API tests.
        LOGIN_ACCOUNT_FREE_FAILURES: '100000',
        LOGIN_PAIR_FREE_FAILURES: '100000',
        LOGIN_ADDRESS_FREE_FAILURES: '100000',
        // Journeys check behaviour, not load: on a busy test machine the server's event loop can
        // be saturated for a moment, and a shed search would fail a journey at random. The search
        // shedding is covered by search-busy.test.ts and the load bench.
        SEARCH_MAX_LOOP_UTILIZATION: '1',
        API_RATE_LIMIT_PER_USER: '100000',
        API_RATE_LIMIT_PER_SESSION: '100000',
        API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '100000',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_API_BASE: fakeRazorpayUrl,
        ...razorpayKeys,
        // Only accounts at a .test address (the journeys' own) wait this long instead of 14 days
        // before erasure (docs/privacy.md#testing-the-grace-period): account-deletion.spec.ts.
        ACCOUNT_DELETION_TEST_GRACE_SECONDS: '20',
        GOOGLE_CLIENT_ID: oidcClient.clientId,
        GOOGLE_CLIENT_SECRET: oidcClient.clientSecret,
        GOOGLE_ISSUER_URL: `http://127.0.0.1:${oidcPort}`,
      },
    },
  ],
});
