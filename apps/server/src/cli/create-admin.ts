import { parseArgs } from 'node:util';
import { createStaffAccountSchema } from '@edupath/contract';
import password from '@inquirer/password';
import { loadConfig, loadEnvFile } from '../config';
import { openDatabase } from '../db/client';
import { DomainEventBus } from '../lib/events';
import { createAdminFromCommandLine } from '../modules/staff-accounts/index';
import { exitWhenDone } from './exit';

/**
 * npm run admin:create -- --email ops@example.com [--name "Asha Rao"] [--link]
 *
 * Makes an admin, the way into a deployment that runs without demo data
 * (docs/deploying.md#the-first-admin). At a terminal it asks for the password twice; without one
 * (a script, a container) or with --link it prints a one-time link to choose the password in the
 * browser instead.
 */
const USAGE = 'Usage: npm run admin:create -- --email you@example.com [--name "Your Name"] [--link]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, link: { type: 'boolean' } },
  });
  const input = createStaffAccountSchema
    .pick({ name: true, email: true })
    .safeParse({ email: values.email ?? '', name: values.name ?? 'Administrator' });
  if (!input.success) {
    console.error(`${input.error.issues.map((issue) => issue.message).join('\n')}\n${USAGE}`);
    return 2;
  }

  loadEnvFile();
  const config = loadConfig();
  const interactive = !values.link && process.stdin.isTTY === true;
  let chosen: string | undefined;
  if (interactive) {
    chosen = await password({ message: `Password for ${input.data.email}:`, mask: true });
    const again = await password({ message: 'The same password again:', mask: true });
    if (again !== chosen) {
      console.error('The two passwords differ; nothing was created.');
      return 1;
    }
  }

  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const { credential } = await createAdminFromCommandLine(database.db, new DomainEventBus(), {
      ...input.data,
      ...(chosen === undefined ? {} : { password: chosen }),
    });
    if (credential?.method === 'invitation') {
      const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
      console.info(
        `Admin ${input.data.email} created. To choose the password, open this link (once, before ${credential.expiresAt}):\n` +
          `${new URL(credential.invitePath, base).href}`,
      );
    } else {
      const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
      console.info(`Admin ${input.data.email} created. Sign in at ${new URL('/admin/login', base).href}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

exitWhenDone(main, {
  // The password policy's and the uniqueness rule's own words.
  refusal: (err) =>
    [err.message, ...Object.values(err.errors ?? {}).filter((text) => text !== err.message)].join(': '),
  failure: 'Failed to create the admin:',
});
