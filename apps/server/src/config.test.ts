import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, googleSigninEnabled, loadConfig, loadEnvFile } from './config';
import { envFile, repoRoot } from './lib/paths';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(path.join(repoRoot, 'data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.CATALOGUE_SAMPLE_LABELS).toBe(true);
  });

  it('takes a relative DATA_DIR from the repository root, wherever the server starts', () => {
    expect(loadConfig({ DATA_DIR: 'db/here' }).DATA_DIR).toBe(path.join(repoRoot, 'db', 'here'));
    expect(loadConfig({ DATA_DIR: '/var/lib/edupath' }).DATA_DIR).toBe('/var/lib/edupath');
    expect(loadConfig({ DATA_DIR: 'memory://' }).DATA_DIR).toBe('memory://');
  });

  it('loads demo data by default except in production, where only a demo start or SEED_DEMO asks for it', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }, { demo: true }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    // Said explicitly, the setting wins over the demo start.
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }, { demo: true }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  it('refuses the shortened account-deletion grace period in a production install, not in the demo', () => {
    const grace = { ACCOUNT_DELETION_TEST_GRACE_SECONDS: '20' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...grace })).toThrow(
      /ACCOUNT_DELETION_TEST_GRACE_SECONDS: for tests and the demo only/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ...grace }, { demo: true }).ACCOUNT_DELETION_TEST_GRACE_SECONDS,
    ).toBe(20);
    expect(loadConfig({ NODE_ENV: 'test', ...grace }).ACCOUNT_DELETION_TEST_GRACE_SECONDS).toBe(20);
  });

  it('keeps mail in the outbox without SMTP, and reads the mail and job settings', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({})).toMatchObject({
      MAIL_FROM: 'EduPath <no-reply@edupath.localhost>',
      JOBS_POLL_INTERVAL_SECONDS: 2,
      MAIL_RETRY_DELAY_SECONDS: 30,
      MAIL_RETRY_LIMIT: 10,
      JOBS_CLEANUP_CRON: '17 * * * *',
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        MAIL_FROM: 'Admissions <admissions@example.com>',
        JOBS_POLL_INTERVAL_SECONDS: '0.5',
        MAIL_RETRY_DELAY_SECONDS: '5',
        MAIL_RETRY_LIMIT: '0',
      }),
    ).toMatchObject({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      JOBS_POLL_INTERVAL_SECONDS: 0.5,
      MAIL_RETRY_LIMIT: 0,
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ JOBS_POLL_INTERVAL_SECONDS: '0.1' })).toThrow(ConfigError);
  });

  it('turns the sample-data labels off once an operator has real catalogue data', () => {
    expect(loadConfig({ CATALOGUE_SAMPLE_LABELS: 'false' }).CATALOGUE_SAMPLE_LABELS).toBe(false);
    expect(() => loadConfig({ CATALOGUE_SAMPLE_LABELS: 'maybe' })).toThrow(ConfigError);
  });

  it("names a grievance officer by default and takes the operator's, refusing an address that is not one", () => {
    expect(loadConfig({})).toMatchObject({
      GRIEVANCE_OFFICER_NAME: 'Grievance Officer, EduPath',
      GRIEVANCE_OFFICER_EMAIL: 'support@edupath.in',
    });
    expect(loadConfig({})).not.toHaveProperty('GRIEVANCE_OFFICER_PHONE');
    const set = loadConfig({
      GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in',
      GRIEVANCE_OFFICER_PHONE: '+91 80 4000 1234',
      GRIEVANCE_OFFICER_ADDRESS: '12 MG Road, Bengaluru',
    });
    expect(set.GRIEVANCE_OFFICER_EMAIL).toBe('grievance@example.in');
    expect(set.GRIEVANCE_OFFICER_PHONE).toBe('+91 80 4000 1234');
    expect(() => loadConfig({ GRIEVANCE_OFFICER_EMAIL: 'meera at edupath' })).toThrow(
      /GRIEVANCE_OFFICER_EMAIL/,
    );
  });

  it('has sign-in and API limits that suit a campus behind one address', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      LOGIN_FAILURE_WINDOW_MINUTES: 15,
      LOGIN_ACCOUNT_FREE_FAILURES: 10,
      LOGIN_ACCOUNT_MAX_DELAY_SECONDS: 5,
      LOGIN_PAIR_FREE_FAILURES: 5,
      LOGIN_PAIR_MAX_DELAY_SECONDS: 900,
      LOGIN_ADDRESS_FREE_FAILURES: 100,
      LOGIN_ADDRESS_MAX_DELAY_SECONDS: 5,
      API_RATE_LIMIT_PER_USER: 1200,
      API_RATE_LIMIT_PER_SESSION: 600,
      API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: 6000,
    });
  });

  it('sheds searches and reports a full disk by default, and reads the settings', () => {
    expect(loadConfig({})).toMatchObject({
      SEARCH_CONCURRENCY: 2,
      SEARCH_QUEUE_LENGTH: 8,
      SEARCH_MAX_LOOP_UTILIZATION: 0.85,
      DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
      DISK_MIN_FREE_MB: 64,
    });
    expect(
      loadConfig({
        SEARCH_CONCURRENCY: '1',
        SEARCH_QUEUE_LENGTH: '0',
        SEARCH_MAX_LOOP_UTILIZATION: '1',
        DATABASE_STATEMENT_TIMEOUT_MS: '250',
        DISK_MIN_FREE_MB: '0',
      }),
    ).toMatchObject({
      SEARCH_CONCURRENCY: 1,
      SEARCH_QUEUE_LENGTH: 0,
      SEARCH_MAX_LOOP_UTILIZATION: 1,
      DATABASE_STATEMENT_TIMEOUT_MS: 250,
      DISK_MIN_FREE_MB: 0,
    });
    expect(() => loadConfig({ SEARCH_CONCURRENCY: '0' })).toThrow(/SEARCH_CONCURRENCY/);
    expect(() => loadConfig({ SEARCH_QUEUE_LENGTH: '-1' })).toThrow(/SEARCH_QUEUE_LENGTH/);
    expect(() => loadConfig({ SEARCH_MAX_LOOP_UTILIZATION: '1.5' })).toThrow(/SEARCH_MAX_LOOP_UTILIZATION/);
  });

  it('limits socket events per socket and per user, and disconnects sustained abuse', () => {
    expect(loadConfig({})).toMatchObject({
      SOCKET_EVENTS_PER_SECOND: 20,
      SOCKET_EVENTS_PER_USER_PER_MINUTE: 600,
      SOCKET_REFUSALS_BEFORE_DISCONNECT: 100,
      SOCKET_FAILED_HANDSHAKES_PER_ADDRESS: 300,
    });
    expect(loadConfig({ SOCKET_EVENTS_PER_SECOND: '50' }).SOCKET_EVENTS_PER_SECOND).toBe(50);
    for (const name of [
      'SOCKET_EVENTS_PER_SECOND',
      'SOCKET_EVENTS_PER_USER_PER_MINUTE',
      'SOCKET_REFUSALS_BEFORE_DISCONNECT',
      'SOCKET_FAILED_HANDSHAKES_PER_ADDRESS',
    ]) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(name);
    }
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', API_DOCS_PUBLIC: 'true' }, true],
    [{ NODE_ENV: 'development', API_DOCS_PUBLIC: '0' }, false],
  ])('serves the API docs publicly for %j: %s', (env, expected) => {
    expect(loadConfig(env).API_DOCS_PUBLIC).toBe(expected);
  });

  it('takes payments by hand unless Razorpay is chosen, and then needs its three keys', () => {
    const defaults = loadConfig({});
    expect(defaults.PAYMENT_PROVIDER).toBe('manual');
    expect(defaults.RAZORPAY_API_BASE).toBe('https://api.razorpay.com');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(
      /RAZORPAY_KEY_SECRET: required when PAYMENT_PROVIDER=razorpay[\s\S]*RAZORPAY_WEBHOOK_SECRET/,
    );
    const razorpay = loadConfig({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      RAZORPAY_API_BASE: 'http://127.0.0.1:9999',
    });
    expect(razorpay).toMatchObject({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_API_BASE: 'http://127.0.0.1:9999',
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ RAZORPAY_API_BASE: 'not a url' })).toThrow(/RAZORPAY_API_BASE/);
  });

  it('offers Google sign-in only with both keys, and reads the provider from an https issuer', () => {
    const defaults = loadConfig({});
    expect(googleSigninEnabled(defaults)).toBe(false);
    expect(defaults.GOOGLE_ISSUER_URL).toBe('https://accounts.google.com');
    const google = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 's',
    });
    expect(googleSigninEnabled(google)).toBe(true);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/,
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 's' })).toThrow(/GOOGLE_CLIENT_ID: /);
    // Tests run their own provider on this machine; anywhere else plain http would expose the codes.
    expect(loadConfig({ GOOGLE_ISSUER_URL: 'http://127.0.0.1:4500' }).GOOGLE_ISSUER_URL).toBe(
      'http://127.0.0.1:4500',
    );
    expect(loadConfig({ GOOGLE_ISSUER_URL: 'http://localhost:4500/oidc' }).GOOGLE_ISSUER_URL).toBe(
      'http://localhost:4500/oidc',
    );
    expect(() => loadConfig({ GOOGLE_ISSUER_URL: 'http://idp.example.com' })).toThrow(
      /GOOGLE_ISSUER_URL: must be an https:\/\/ URL/,
    );
    expect(() => loadConfig({ GOOGLE_ISSUER_URL: 'accounts.google.com' })).toThrow(/GOOGLE_ISSUER_URL/);
  });

  it('refuses an API_DOCS_PUBLIC that is not a boolean', () => {
    expect(() => loadConfig({ API_DOCS_PUBLIC: 'maybe' })).toThrow(/API_DOCS_PUBLIC/);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['10.0.0.5', ['10.0.0.5']],
    [' 10.0.0.0/8, loopback ,fd00::/8 ', ['10.0.0.0/8', 'loopback', 'fd00::/8']],
    ['uniquelocal,linklocal', ['uniquelocal', 'linklocal']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    ['2', /hop count/],
    ['yes', /"yes" is none/],
    ['10.0.0.0/33', /"10.0.0.0\/33" is none/],
    ['10.0.0.1,proxy.internal', /"proxy.internal" is none/],
    [',', /TRUST_PROXY/],
  ])('refuses TRUST_PROXY=%j with a message', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });

  it.each([
    'LOGIN_RATE_LIMIT_PER_IP',
    'LOGIN_RATE_LIMIT_PER_ACCOUNT',
    'RATE_LIMIT_WINDOW_MS',
    'API_RATE_LIMIT_PER_MINUTE',
  ])('stops start-up when the retired %s is still set, naming what replaced it', (name) => {
    expect(() => loadConfig({ [name]: '30' })).toThrow(
      new RegExp(`${name}: no longer read: .*(replaced|see)`),
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS'],
    [{ LOGIN_ACCOUNT_FREE_FAILURES: '0' }, 'LOGIN_ACCOUNT_FREE_FAILURES'],
    [{ LOGIN_ACCOUNT_MAX_DELAY_SECONDS: '3600' }, 'LOGIN_ACCOUNT_MAX_DELAY_SECONDS'],
    [{ LOGIN_PAIR_MAX_DELAY_SECONDS: 'soon' }, 'LOGIN_PAIR_MAX_DELAY_SECONDS'],
    [{ LOGIN_FAILURE_WINDOW_MINUTES: '0' }, 'LOGIN_FAILURE_WINDOW_MINUTES'],
    [{ API_RATE_LIMIT_PER_SESSION: '1.5' }, 'API_RATE_LIMIT_PER_SESSION'],
    [{ API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '-1' }, 'API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS'],
  ])('stops start-up with a message naming the variable for %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});

describe('loadEnvFile', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'edupath-env-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('adds the file’s settings that the shell did not set, and the config reads them', () => {
    const file = path.join(dir, '.env');
    writeFileSync(
      file,
      '# a comment\nPORT=4000\nLOG_LEVEL=debug\nDATA_DIR="./other data"\nexport SEED_DEMO=false\n',
    );
    const env: Record<string, string | undefined> = { PORT: '5000' };

    expect(loadEnvFile(file, env).sort()).toEqual(['DATA_DIR', 'LOG_LEVEL', 'SEED_DEMO']);

    const config = loadConfig(env);
    expect(config.PORT).toBe(5000);
    expect(config.LOG_LEVEL).toBe('debug');
    expect(config.DATA_DIR).toBe(path.join(repoRoot, 'other data'));
    expect(config.SEED_DEMO).toBe(false);
  });

  it('keeps a variable the shell set to empty (empty means "not set" to the config, not "use the file")', () => {
    const file = path.join(dir, 'empty.env');
    writeFileSync(file, 'DATABASE_URL=postgres://x@127.0.0.1/db\n');
    const env: Record<string, string | undefined> = { DATABASE_URL: '' };
    expect(loadEnvFile(file, env)).toEqual([]);
    expect(loadConfig(env).DATABASE_URL).toBeUndefined();
  });

  it('does nothing when there is no file', () => {
    const env: Record<string, string | undefined> = { PORT: '5000' };
    expect(loadEnvFile(path.join(dir, 'missing.env'), env)).toEqual([]);
    expect(env).toEqual({ PORT: '5000' });
  });

  it('reads the .env beside .env.example at the repository root by default', () => {
    expect(path.basename(envFile)).toBe('.env');
    expect(existsSync(path.join(path.dirname(envFile), '.env.example'))).toBe(true);
  });
});
