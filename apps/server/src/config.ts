import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { envFile } from './lib/paths';

/**
 * The only reader of process.env. Every setting is validated once at boot so a wrong value
 * stops start-up with a clear message instead of failing later in a request.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const configSchema = z.object({
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
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_COOKIE_SECURE: booleanish,
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Chat messages one user may send per minute (all their sockets, all instances with Redis). */
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** How long a connected socket trusts its session before checking it again (logout elsewhere). */
  SOCKET_SESSION_RECHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Behind a reverse proxy, trust X-Forwarded-For for the client address (rate limits). */
  TRUST_PROXY: booleanish,
  SEED_DEMO: booleanish.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  ALLOWED_ORIGINS: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

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

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Origins allowed to open a WebSocket or send credentials. */
export function allowedOrigins(config: Config): string[] {
  const list = (config.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (config.PUBLIC_URL) list.push(new URL(config.PUBLIC_URL).origin);
  return list;
}
