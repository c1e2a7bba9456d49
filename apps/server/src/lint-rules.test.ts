import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries, which way imports run, import cycles and the process.env rule live in
 * biome.json (with one plugin in lint/), so `npm run lint` enforces them. These cases prove the
 * configuration catches what it is meant to and lets the allowed imports through.
 *
 * Biome's stdin mode (`--stdin-file-path`) prints no diagnostics by design, so the snippets are
 * written at their paths into a scratch directory holding a copy of the repository's biome.json,
 * and the repository's Biome lints them there: nothing is written into the working tree.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const biome = path.join(repoRoot, 'node_modules/.bin/biome');

const RESTRICTED = 'lint/style/noRestrictedImports';
const PROCESS_ENV = 'lint/style/noProcessEnv';
const CYCLE = 'lint/suspicious/noImportCycles';
/** lint/no-test-code-in-production.grit, which biome.json applies to production files. */
const TEST_CODE = 'plugin';
const CATEGORIES = new Set<string>([RESTRICTED, PROCESS_ENV, CYCLE, TEST_CODE]);

interface Case {
  name: string;
  file: string;
  code: string;
  /** The rule that must report the snippet, or null when it must pass. */
  reportedBy: typeof RESTRICTED | typeof PROCESS_ENV | typeof CYCLE | typeof TEST_CODE | null;
}

const cases: Case[] = [
  // web: features
  {
    name: 'a feature importing deep into another feature',
    file: 'apps/web/src/features/catalogue/components/apply-button.tsx',
    code: "export { useApplyToCourse } from '../../applications/api/apply-to-course';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'a feature reaching another feature deep through src/',
    file: 'apps/web/src/features/catalogue/routes/course.tsx',
    code: "export { useApplyToCourse } from '../../../features/applications/api/apply-to-course';",
    reportedBy: RESTRICTED,
  },
  {
    name: "a feature importing another feature's index",
    file: 'apps/web/src/features/catalogue/components/course-card.tsx',
    code: "export { useApplyToCourse } from '../../applications/index';",
    reportedBy: null,
  },
  {
    name: 'a feature importing its own folders and the shared ones',
    file: 'apps/web/src/features/catalogue/routes/home.tsx',
    code: "export { a } from '../components/a';\nexport { Button } from '../../../components/ui/button';",
    reportedBy: null,
  },
  // web: shared folders
  {
    name: 'a shared component importing a feature',
    file: 'apps/web/src/components/layout/header.tsx',
    code: "export { useApplyToCourse } from '../../features/applications/index';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'a shared lib file importing a feature',
    file: 'apps/web/src/lib/query-keys.ts',
    code: "export { unreadCountQueryKey } from '../features/notifications';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'the web test harness importing a feature',
    file: 'apps/web/src/test/render-page.tsx',
    code: "export { logout } from '../features/auth/index';",
    reportedBy: RESTRICTED,
  },
  {
    name: "a test in the web test folder importing a feature's files",
    file: 'apps/web/src/test/fixtures-match-contract.test.ts',
    code: "export { chatMessage } from '../features/chat/testing/fixtures';",
    reportedBy: RESTRICTED,
  },
  {
    name: "a feature's test importing the shared test fixtures",
    file: 'apps/web/src/features/chat/api/get-messages.test.ts',
    code: "export { chatMessage } from '../../../test/fixtures/chat';",
    reportedBy: null,
  },
  // web: the composition root
  {
    name: "the composition root importing a feature's internals",
    file: 'apps/web/src/app/providers.tsx',
    code: "export { refreshCurrentUser } from '../features/auth/api/auth-api';",
    reportedBy: RESTRICTED,
  },
  {
    name: "the composition root lazy-loading a feature's route and importing its index",
    file: 'apps/web/src/app/router.tsx',
    code: "export const load = () => import('../features/chat/routes/chat');\nexport { a } from '../features/chat/index';",
    reportedBy: null,
  },
  {
    name: "a composition-root test importing a feature's files",
    file: 'apps/web/src/app/realtime-provider.test.tsx',
    code: "export { chatMessage } from '../features/chat/testing/fixtures';",
    reportedBy: RESTRICTED,
  },
  // web: nothing below the composition root imports it (docs/decisions/011-imports-run-one-way.md)
  {
    name: 'a feature importing the composition root',
    file: 'apps/web/src/features/chat/routes/chat.tsx',
    code: "export { ScrollRestoration } from '../../../app/scroll-restoration';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'a shared component importing the composition root',
    file: 'apps/web/src/components/layout/footer.tsx',
    code: "export { AppProviders } from '../../app/providers';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'a shared lib file importing the composition root',
    file: 'apps/web/src/lib/paths.ts',
    code: "export { PageRouter } from '../app/page-router';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'the composition root importing shared code',
    file: 'apps/web/src/app/layouts/console-layout.tsx',
    code: "export { Button } from '../../components/ui/button';\nexport { paths } from '../../lib/paths';",
    reportedBy: null,
  },
  // server: modules
  {
    name: "a module importing another module's service",
    file: 'apps/server/src/modules/applications/applications.service.ts',
    code: "export { completeAutoMilestone } from '../timeline/timeline.service';",
    reportedBy: RESTRICTED,
  },
  {
    name: "a module importing another module's index",
    file: 'apps/server/src/modules/applications/applications.routes.ts',
    code: "export { completeAutoMilestone } from '../timeline/index';\nexport { db } from '../../db/client';",
    reportedBy: null,
  },
  {
    name: 'a plugin importing a module service',
    file: 'apps/server/src/plugins/auth.ts',
    code: "export { authenticate } from '../modules/auth/auth.service';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'the real-time layer importing a module file',
    file: 'apps/server/src/realtime/index.ts',
    code: "export { createSendLimiter } from '../modules/chat/send-limiter';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'the seed importing a module file',
    file: 'apps/server/src/seed/catalogue/generate.ts',
    code: "export { artPaths } from '../../modules/catalogue/art';",
    reportedBy: RESTRICTED,
  },
  {
    name: "the plugins and the seed importing a module's index",
    file: 'apps/server/src/seed/accounts.ts',
    code: "export { hashPassword } from '../modules/auth/index';",
    reportedBy: null,
  },
  // server: the direction of the layers (docs/decisions/011-imports-run-one-way.md)
  {
    name: 'a module importing a plugin',
    file: 'apps/server/src/modules/chat/chat.routes.ts',
    code: "export { requireUser } from '../../plugins/auth';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'a module importing the real-time layer',
    file: 'apps/server/src/modules/notifications/notifications.service.ts',
    code: "export { attachGateway } from '../../realtime/gateway';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'a module importing the composition root',
    file: 'apps/server/src/modules/console/console.service.ts',
    code: "export { buildApp } from '../../app';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'a module importing the route guards from lib',
    file: 'apps/server/src/modules/documents/documents.routes.ts',
    code: "export { requireStaff } from '../../lib/guards';",
    reportedBy: null,
  },
  {
    name: "lib importing a module's index",
    file: 'apps/server/src/lib/csv.ts',
    code: "export { recordAudit } from '../modules/audit/index';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'lib importing a plugin',
    file: 'apps/server/src/lib/errors.ts',
    code: "export { authPlugin } from '../plugins/auth';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'db importing a module',
    file: 'apps/server/src/db/transaction.ts',
    code: "export { recordAudit } from '../modules/audit/index';",
    reportedBy: RESTRICTED,
  },
  {
    // The seed lives in src/seed/ as a client of the modules; no folder under db/ is exempt.
    name: 'any folder under db importing a module',
    file: 'apps/server/src/db/seed/accounts.ts',
    code: "export { hashPassword } from '../../modules/auth/index';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'lib importing lib, the configuration and the contract',
    file: 'apps/server/src/lib/jobs.ts',
    code: "export { AppError } from './errors';\nexport { allowedOrigins } from '../config';\nexport { API_BASE } from '@edupath/contract';",
    reportedBy: null,
  },
  // production code and test code
  {
    name: 'a module importing the test harness',
    file: 'apps/server/src/modules/profile/profile.service.ts',
    code: "export { createStudent } from '../../test/factories';",
    reportedBy: TEST_CODE,
  },
  {
    name: 'production code importing a test file',
    file: 'apps/server/src/realtime/gateway.ts',
    code: "export { connect } from './gateway.test';",
    reportedBy: TEST_CODE,
  },
  {
    name: 'production code loading the test harness lazily',
    file: 'apps/server/src/cli/create-admin.ts',
    code: "export const load = () => import('../test/app');",
    reportedBy: TEST_CODE,
  },
  {
    name: 'production code importing the end-to-end tests',
    file: 'apps/server/src/startup.ts',
    code: "export { signIn } from '../../../e2e/helpers';",
    reportedBy: TEST_CODE,
  },
  {
    name: 'a web component importing the test fixtures',
    file: 'apps/web/src/components/ui/avatar.tsx',
    code: "export { chatMessage } from '../../test/fixtures/chat';",
    reportedBy: TEST_CODE,
  },
  {
    name: 'a test and the test harness importing the test harness',
    file: 'apps/server/src/modules/profile/profile.test.ts',
    code: "export { createStudent } from '../../test/factories';\nexport { buildTestApp } from '../../test/app';",
    reportedBy: null,
  },
  // packages/contract
  {
    name: 'the contract importing an app by name',
    file: 'packages/contract/src/chat.ts',
    code: "export { buildApp } from '@edupath/server';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'the contract reaching into an app by path',
    file: 'packages/contract/src/fields.ts',
    code: "export { AppError } from '../../../apps/server/src/lib/errors';",
    reportedBy: RESTRICTED,
  },
  {
    name: 'the contract importing its own files and zod',
    file: 'packages/contract/src/index.ts',
    code: "export { z } from 'zod';\nexport * from './constants';",
    reportedBy: null,
  },
  // import cycles
  {
    name: 'a file in an import cycle',
    file: 'apps/server/src/lib/cycle-a.ts',
    code: "import { b } from './cycle-b';\nexport const a = () => b;",
    reportedBy: CYCLE,
  },
  {
    name: 'the other file of that cycle',
    file: 'apps/server/src/lib/cycle-b.ts',
    code: "import { a } from './cycle-a';\nexport const b = () => a;",
    reportedBy: CYCLE,
  },
  {
    name: 'a cycle closed only by a type import, which the compiled code does not have',
    file: 'apps/server/src/lib/typed-c.ts',
    code: "import { d } from './typed-d';\nexport type C = { d: typeof d };",
    reportedBy: null,
  },
  {
    name: 'the type import that closes it',
    file: 'apps/server/src/lib/typed-d.ts',
    code: "import type { C } from './typed-c';\nexport const d = (c: C) => c;",
    reportedBy: null,
  },
  // process.env
  {
    name: 'process.env in a server module',
    file: 'apps/server/src/modules/chat/chat.service.ts',
    code: 'export const limit = process.env.CHAT_RATE_LIMIT_PER_MINUTE;',
    reportedBy: PROCESS_ENV,
  },
  {
    name: 'process.env in the web app',
    file: 'apps/web/src/lib/api-client.ts',
    code: 'export const base = process.env.API_URL;',
    reportedBy: PROCESS_ENV,
  },
  {
    name: 'process.env in config.ts',
    file: 'apps/server/src/config.ts',
    code: 'export const env = process.env;',
    reportedBy: null,
  },
  {
    name: 'process.env in the test harness and in a test',
    file: 'apps/server/src/test/app.ts',
    code: 'export const url = process.env.TEST_DATABASE_URL;',
    reportedBy: null,
  },
  {
    name: 'process.env in a test file',
    file: 'apps/server/src/modules/chat/chat.test.ts',
    code: 'export const url = process.env.TEST_REDIS_URL;',
    reportedBy: null,
  },
  {
    name: 'process.env in a benchmark',
    file: 'bench/chat.ts',
    code: 'export const sockets = process.env.BENCH_CHAT_SOCKETS;',
    reportedBy: null,
  },
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

/** Every case in one scratch tree holding the repository's biome.json, linted in one run. */
async function lintAll(scratch: string): Promise<Map<string, string[]>> {
  await copyFile(path.join(repoRoot, 'biome.json'), path.join(scratch, 'biome.json'));
  await mkdir(path.join(scratch, 'lint'));
  await copyFile(
    path.join(repoRoot, 'lint/no-test-code-in-production.grit'),
    path.join(scratch, 'lint/no-test-code-in-production.grit'),
  );
  for (const c of cases) {
    await mkdir(path.dirname(path.join(scratch, c.file)), { recursive: true });
    await writeFile(path.join(scratch, c.file), `${c.code}\n`);
  }
  const args = ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', '.'];
  const stdout = await promisify(execFile)(biome, args, { cwd: scratch }).then(
    (result) => result.stdout,
    // Biome exits with 1 when it reports an error; its report is still on stdout.
    (err: { stdout?: string }) => err.stdout ?? '',
  );
  const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
  const found = new Map<string, string[]>();
  for (const d of report.diagnostics) {
    if (!CATEGORIES.has(d.category)) continue;
    found.set(d.location.path, [...(found.get(d.location.path) ?? []), d.category]);
  }
  return found;
}

describe('lint rules in biome.json', () => {
  let scratch: string;
  let found: Map<string, string[]>;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'edupath-lint-rules-'));
    found = await lintAll(scratch);
  });

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('gives every case a file of its own', () => {
    expect(new Set(cases.map((c) => c.file)).size).toBe(cases.length);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(found.get(c.file) ?? []).toEqual(c.reportedBy ? [c.reportedBy] : []);
  });
});
