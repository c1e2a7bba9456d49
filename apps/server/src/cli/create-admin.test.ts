import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { DomainEventBus } from '../lib/events';
import { createAdminFromCommandLine } from '../modules/staff-accounts/index';
import { emptyDeploymentDatabase, startTestApp, startTestAppOn } from '../test/app';
import { apiClient } from '../test/http';
import { openDatabaseOfEnv, runCli } from '../test/process';

/**
 * `npm run admin:create`, the first admin of a deployment without demo data
 * (docs/deploying.md#the-first-admin), run as an operator runs it: in its own process, without a
 * terminal (a script, a container), so it prints a one-time link instead of asking for a password.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDatabaseSettings(): Promise<Record<string, string>> {
  const fresh = await emptyDeploymentDatabase();
  cleanups.push(fresh.remove);
  return fresh.settings;
}

const createAdmin = (args: string[], env: Record<string, string>) => runCli('create-admin.ts', args, env);

describe('npm run admin:create', () => {
  it('makes an admin with a one-time link to choose the password, which then signs in', async () => {
    const settings = await freshDatabaseSettings();
    const env = { ...settings, PUBLIC_URL: 'https://edupath.example.org' };
    const made = await createAdmin(['--email', 'Ops@University.example', '--name', 'Asha Rao'], env);
    expect(made.code, made.output).toBe(0);
    const link = made.output.match(/https:\/\/edupath\.example\.org\/admin\/invite\/(\S+)/);
    expect(link, made.output).not.toBeNull();

    // The same email again is refused, and says why.
    const again = await createAdmin(['--email', 'ops@university.example'], env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('Email already registered');

    const database = await openDatabaseOfEnv(settings);
    const app = await startTestAppOn(database);
    cleanups.push(() => app.close());
    const [admin] = await database.db
      .select({ userId: users.userId, role: users.role, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'ops@university.example'));
    expect(admin).toMatchObject({ role: 'admin', passwordHash: null });
    const [audited] = await database.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.action, 'account.created'));
    expect(audited).toEqual({ actorId: null });

    const api = apiClient(app.url);
    const password = 'a long passphrase of my own 2026';
    const accepted = await api.post(`auth/invitations/${link![1]}`, {
      body: { password, confirmPassword: password },
    });
    expect(accepted.status, accepted.body.message).toBe(200);
    const signedIn = await api.post<{ user: { role: string } }>('auth/staff/login', {
      body: { email: 'ops@university.example', password },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.role).toBe('admin');
  }, 120_000);

  it('at a terminal, takes the password typed if the policy allows it', async () => {
    const app = await startTestApp();
    cleanups.push(() => app.close());
    const make = (password: string) =>
      createAdminFromCommandLine(app.database.db, new DomainEventBus(), {
        name: 'Asha Rao',
        email: 'asha@university.example',
        password,
      });
    await expect(make('password1')).rejects.toMatchObject({ statusCode: 400 });
    const made = await make('a long passphrase of my own 2026');
    expect(made.credential).toBeNull();
    const signedIn = await apiClient(app.url).post('auth/staff/login', {
      body: { email: 'asha@university.example', password: 'a long passphrase of my own 2026' },
    });
    expect(signedIn.status).toBe(200);
  });

  it('refuses an address that is not one, before touching the database', async () => {
    const made = await createAdmin(['--email', 'not-an-email'], { DATA_DIR: '/nonexistent/never-created' });
    expect(made.code).toBe(2);
    expect(made.output).toContain('Usage: npm run admin:create -- --email');
  }, 60_000);
});
