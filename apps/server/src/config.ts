import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { envFile, repoRoot } from './lib/paths';

/**
 * The only reader of process.env. Every setting is validated once at boot so a wrong value
 * stops start-up with a clear message instead of failing later in a request.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** Prefix of every Redis key (rate-limit counters), so apps sharing a Redis do not share counters. */
    REDIS_KEY_PREFIX: z.string().default('edupath:'),
    /**
     * The embedded database's directory. A relative path is taken from the repository root, as the
     * .env file is: npm scripts run in the package folders, so the working directory varies.
     */
    DATA_DIR: z
      .string()
      .min(1)
      .default('data')
      .transform((dir) => (dir.startsWith('memory://') ? dir : path.resolve(repoRoot, dir))),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SESSION_COOKIE_SECURE: booleanish,
    // Sign-in throttling (docs/decisions/007): failures are counted, successes never are.
    /** How long failed sign-ins on an account, and from an address, are remembered. */
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Failures on one account (from any address) before every attempt on it waits first. */
    LOGIN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().min(1).default(10),
    /** The longest such wait: short, so an attacked account's owner gets in after one wait. */
    LOGIN_ACCOUNT_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    /** Failures on one account from one address before delays between its attempts begin. */
    LOGIN_PAIR_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
    /** The longest delay between attempts on one account from one address (doubling up to it). */
    LOGIN_PAIR_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /** Failures from one address (all accounts together) before every attempt from it waits first. */
    LOGIN_ADDRESS_FREE_FAILURES: z.coerce.number().int().min(1).default(100),
    /** The longest such wait. */
    LOGIN_ADDRESS_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    /**
     * Password checks on one account per window, from every address and instance together, for
     * browsers not known to the account (docs/decisions/010): many addresses guessing at once get
     * no more than one. Right passwords are not counted.
     */
    LOGIN_ACCOUNT_CHECKS_PER_WINDOW: z.coerce.number().int().min(1).default(20),
    /** Password checks per window from a device the account signed in on before (its own budget, so guessing elsewhere cannot spend it). */
    LOGIN_DEVICE_CHECKS_PER_WINDOW: z.coerce.number().int().min(1).default(10),
    /** API requests per minute of one signed-in user, all sessions together. */
    API_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(1200),
    /** API requests per minute of one session (one browser or app). */
    API_RATE_LIMIT_PER_SESSION: z.coerce.number().int().min(1).default(600),
    /** API requests per minute from one address without a session (catalogue reads, sign-up, sign-in). */
    API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: z.coerce.number().int().min(1).default(6000),
    /** Chat messages one user may send per minute (all their sockets, all instances with Redis). */
    CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    // Socket events are counted before any database work (docs/api.md, "Real-time").
    /** Events one socket may send per second (every event, not only messages). */
    SOCKET_EVENTS_PER_SECOND: z.coerce.number().int().min(1).default(20),
    /** Events one user may send per minute, all their sockets on all instances together. */
    SOCKET_EVENTS_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /** Refused events within a minute after which the socket is disconnected (sustained abuse). */
    SOCKET_REFUSALS_BEFORE_DISCONNECT: z.coerce.number().int().min(1).default(100),
    /** Socket connections without a valid session one address may attempt per minute; past it, refused unread. */
    SOCKET_FAILED_HANDSHAKES_PER_ADDRESS: z.coerce.number().int().min(1).default(300),
    /** How long a connected socket trusts its session before checking it again (it may have expired; a revoked one is disconnected at once). */
    SOCKET_SESSION_RECHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    // Load shedding and faults (docs/api.md, "Busy and full").
    /** Course searches run at once; the embedded database runs one query at a time whatever this says. */
    SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(2),
    /** Course searches that may wait for a turn; one more is answered 503 with Retry-After. */
    SEARCH_QUEUE_LENGTH: z.coerce.number().int().min(0).max(1000).default(8),
    /**
     * Share of the last quarter second the event loop was busy above which searches are refused
     * (503) before they start; 1 turns this off. It is what protects the embedded database.
     */
    SEARCH_MAX_LOOP_UTILIZATION: z.coerce.number().min(0.1).max(1).default(0.85),
    /** PostgreSQL stops a statement that runs longer (answered 503); the embedded database cannot. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(15_000),
    /** The embedded database's disk needs this much free space for the server to report ready. */
    DISK_MIN_FREE_MB: z.coerce.number().int().min(0).default(64),
    /** Whose X-Forwarded-For to believe for the client address (README, docs/decisions/007). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx): boolean | string[] => {
        if (value === undefined || value === 'false' || value === '0') return false;
        if (value === 'true' || value === '1') return true;
        const list = value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        const wrong = list.find((entry) => !isProxyAddress(entry));
        if (wrong === undefined && list.length > 0) return list;
        ctx.addIssue({
          code: 'custom',
          message: /^\d+$/.test(value)
            ? 'a hop count cannot tell a proxy from a client that connects directly: give true, false or the proxy addresses'
            : `must be true, false or proxy addresses / CIDR ranges separated by commas ("${wrong ?? value}" is none)`,
        });
        return z.NEVER;
      }),
    // Email and background jobs (docs/email.md, docs/decisions/008).
    /** smtp:// or smtps:// URL of the mail server; unset: mail is kept in the console's outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The From of every email; its domain is also the Message-ID's (docs/email.md#delivery). */
    MAIL_FROM: z.string().min(3).default('EduPath <no-reply@edupath.localhost>'),
    /**
     * How long the mail server may take to answer any step, the end of the message included. A
     * mail whose end was sent but not answered in time is 'unconfirmed' and never sent again, so
     * a slow relay cannot deliver it twice (docs/email.md#delivery).
     */
    SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    /**
     * PEM file of the certificate (or its CA) that a mail server with a self-signed certificate
     * presents: trusted for SMTP alone, with the host name still checked (docs/email.md#tls).
     */
    SMTP_TLS_CA_FILE: z
      .string()
      .min(1)
      .optional()
      .transform((file) => (file === undefined ? undefined : path.resolve(repoRoot, file)))
      .refine((file) => file === undefined || existsSync(file), 'no such file'),
    /**
     * Mail to reserved domains (.test, .example, .invalid, .localhost, example.com/.net/.org: the
     * demo accounts') is kept in the outbox, never sent, unless this is true: for a mail catcher
     * that keeps all mail, as the tests' SMTP server does (docs/email.md#reserved-domains).
     */
    MAIL_SEND_TO_RESERVED_DOMAINS: booleanish,
    // The grievance officer the DPDP Rules ask for, shown on /privacy-policy and its grievance page, and
    // named in each grievance's acknowledgement (docs/deploying.md#grievance-officer).
    GRIEVANCE_OFFICER_NAME: z.string().min(2).max(200).default('Grievance Officer, EduPath'),
    GRIEVANCE_OFFICER_EMAIL: z.email('must be an email address').default('support@edupath.in'),
    GRIEVANCE_OFFICER_PHONE: z.string().min(5).max(40).optional(),
    GRIEVANCE_OFFICER_ADDRESS: z.string().min(5).max(500).optional(),
    /** How often an idle instance looks for due jobs (sending mail, scheduled clean-ups). */
    JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** First wait before a failed email is tried again; each later wait doubles. */
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Tries after the first before an email is marked failed. */
    MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(10),
    /** When the expired-token clean-up runs (cron, UTC; one instance runs each occurrence). */
    JOBS_CLEANUP_CRON: z.string().min(9).default('17 * * * *'),
    /** When due deadline reminders are looked for (cron, UTC; one instance runs each occurrence). */
    JOBS_REMINDERS_CRON: z.string().min(9).default('41 * * * *'),
    /**
     * Testing only: the account-deletion grace period, in seconds, for addresses at a .test domain
     * (reserved for testing, RFC 2606); unset, every account has 14 days (docs/privacy.md#deletion).
     */
    ACCOUNT_DELETION_TEST_GRACE_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
    /**
     * Load demo data and the demo accounts, whose passwords are published. Unset: on, except in
     * production, where only a start that says it is a demo (`npm start`, `--demo`) turns it on
     * (docs/deploying.md#demo-or-production).
     */
    SEED_DEMO: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    /** Mark generated catalogue figures 'illustrative sample data' (docs/catalogue.md#honest-labels). */
    CATALOGUE_SAMPLE_LABELS: booleanish.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Prometheus metrics, never public (docs/operations.md#metrics): off unless one is set.
    /** Serves GET /metrics on the main port to `Authorization: Bearer <token>`; unset: no such path (404). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (a random secret)').optional(),
    /** Serves /metrics on a port of its own, without a token, for a scraper on a private network. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** The address the metrics port listens on: loopback unless the scraper is elsewhere. */
    METRICS_HOST: z.string().default('127.0.0.1'),
    WEB_DIST_DIR: z.string().optional(),
    ALLOWED_ORIGINS: z.string().optional(),
    /** Serve /api/docs and /api/docs/json; unset: on, except in production (docs/api.md, "OpenAPI"). */
    API_DOCS_PUBLIC: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    // Payments (docs/packages.md, "Payments"). `manual` by default: staff record UPI or
    // bank-transfer references; `razorpay` lets students pay online and needs the three keys.
    PAYMENT_PROVIDER: z.enum(['manual', 'razorpay']).default('manual'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Razorpay's API (orders, hosted checkout); tests point it at a local fake. */
    RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
    // "Continue with Google" (docs/accounts.md, "Google sign-in"): on when both keys are set.
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    /**
     * The OpenID provider whose discovery document is read (on the first sign-in, not at start).
     * https only: plain http is accepted on a loopback host, where the tests run their own provider.
     */
    GOOGLE_ISSUER_URL: z
      .url()
      .default('https://accounts.google.com')
      .refine(
        (value) => {
          const url = URL.parse(value);
          return (
            url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
          );
        },
        { message: 'must be an https:// URL (http:// only on a loopback address)' },
      ),
  })
  .superRefine((config, ctx) => {
    if (!config.GOOGLE_CLIENT_ID !== !config.GOOGLE_CLIENT_SECRET) {
      const missing = config.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
    if (config.PAYMENT_PROVIDER !== 'razorpay') return;
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!config[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required when PAYMENT_PROVIDER=razorpay' });
    }
  })
  .transform(({ API_DOCS_PUBLIC, ...config }) => ({
    ...config,
    API_DOCS_PUBLIC: API_DOCS_PUBLIC ?? config.NODE_ENV !== 'production',
  }));

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO'> & { SEED_DEMO: boolean };

/**
 * Adds the variables of an env file (`KEY=value` lines, as in `.env.example`) to `env` where they
 * are not set already, so a variable given in the shell always wins, as with Node's --env-file.
 * A missing file is not an error: a deployment may set its variables another way. The entry
 * points call it before loadConfig(); it returns the names it set.
 */
export function loadEnvFile(file = envFile, env: Record<string, string | undefined> = process.env): string[] {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const added: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(content))) {
    if (env[name] !== undefined || value === undefined) continue;
    env[name] = value;
    added.push(name);
  }
  return added;
}

/** proxy-addr's names for the reserved ranges, as Fastify's trustProxy accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Settings that were read once and mean something else now: a deployment that still sets them
 * is told so at boot instead of silently getting other limits than it asked for.
 */
const RETIRED: Record<string, string> = {
  LOGIN_RATE_LIMIT_PER_IP: 'sign-ins are no longer counted per address; see LOGIN_ADDRESS_FREE_FAILURES',
  LOGIN_RATE_LIMIT_PER_ACCOUNT: 'replaced by LOGIN_ACCOUNT_FREE_FAILURES and LOGIN_PAIR_FREE_FAILURES',
  RATE_LIMIT_WINDOW_MS: 'replaced by LOGIN_FAILURE_WINDOW_MINUTES',
  API_RATE_LIMIT_PER_MINUTE:
    'replaced by API_RATE_LIMIT_PER_USER, API_RATE_LIMIT_PER_SESSION and API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS',
};

export class ConfigError extends Error {}

export interface LoadOptions {
  /** The start says it is the demo (`--demo`, used by `npm start`): SEED_DEMO defaults to on. */
  demo?: boolean;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  { demo = false }: LoadOptions = {},
): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  const lines = Object.keys(cleaned)
    .filter((name) => Object.hasOwn(RETIRED, name))
    .map((name) => `  ${name}: no longer read: ${RETIRED[name]} (docs/decisions/007)`);
  if (!parsed.success) lines.push(...parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`));
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { SEED_DEMO, ...config } = parsed.data;
  const seedDemo = SEED_DEMO ?? (demo || config.NODE_ENV !== 'production');
  // A shortened grace period has no place where real students sign up (docs/privacy.md#deletion).
  if (
    config.ACCOUNT_DELETION_TEST_GRACE_SECONDS !== undefined &&
    config.NODE_ENV === 'production' &&
    !seedDemo
  )
    throw new ConfigError(
      'Invalid configuration:\n  ACCOUNT_DELETION_TEST_GRACE_SECONDS: for tests and the demo only; unset it in production',
    );
  return { ...config, SEED_DEMO: seedDemo };
}

/** Where the 'Pay now' form may post: the provider's hosted checkout (CSP form-action). */
export function paymentCheckoutOrigins(config: Config): string[] {
  return config.PAYMENT_PROVIDER === 'razorpay' ? [new URL(config.RAZORPAY_API_BASE).origin] : [];
}

/** Whether "Continue with Google" is offered: both keys set (docs/accounts.md, "Google sign-in"). */
export const googleSigninEnabled = (config: Config): boolean =>
  !!config.GOOGLE_CLIENT_ID && !!config.GOOGLE_CLIENT_SECRET;

/** Origins allowed to open a WebSocket or send credentials. */
export function allowedOrigins(config: Config): string[] {
  const list = (config.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (config.PUBLIC_URL) list.push(new URL(config.PUBLIC_URL).origin);
  return list;
}

/**
 * Where a command-line tool was started: npm runs a workspace's script in its own folder and says
 * where the caller was in INIT_CWD, so a relative path given to `npm run import:cricos` is the caller's.
 */
export function callerDirectory(env: Record<string, string | undefined> = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}
