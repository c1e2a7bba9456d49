import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * The public catalogue answers, kept as the bytes that were sent (docs/performance.md,
 * "Catalogue cache"). They are the same for every visitor and change only when staff edit the
 * catalogue, so an answer is serialised once per catalogue generation; browsers revalidate it
 * with its ETag and get a 304 without a body.
 */

/** How much answer text one instance keeps; the least recently used answers go first. */
export const CATALOGUE_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * The longest an answer is kept while this instance might miss another instance's edit (Redis
 * configured but unreachable, or a PostgreSQL deployment without Redis): the staleness bound.
 */
export const UNSYNCED_MAX_AGE_MS = 5_000;
/** A backstop even while Redis is connected: a lost message or an undetected partition heals by then. */
export const SYNCED_MAX_AGE_MS = 60_000;

export interface CachedAnswer {
  body: string;
  etag: string;
  storedAt: number;
}

/**
 * The kept answers, least recently used first out once `budget` bytes are spent. An answer larger
 * than the whole budget is not kept: it would only push everything else out.
 */
export const createAnswerCache = (budget: number) =>
  new LRUCache<string, CachedAnswer>({
    maxSize: budget,
    // UTF-16 strings: two bytes a character is what the heap holds.
    sizeCalculation: (entry, key) => 2 * (key.length + entry.body.length + entry.etag.length) + 64,
  });

type AnswerCache = ReturnType<typeof createAnswerCache>;

/** Strong validator of the exact bytes sent (before any compression). */
export const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** If-None-Match with the weak comparison RFC 9110 asks for: `W/` is ignored, `*` matches. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export interface CataloguePublicCache {
  readonly answers: AnswerCache;
  /** Bumped by every catalogue change seen here or announced by another instance. */
  readonly generation: () => number;
  /** How old a kept answer may be served: long while Redis links the instances, short otherwise. */
  readonly maxAge: () => number;
}

/**
 * The cache of one app instance, with the cross-instance link when REDIS_URL is set. Writes
 * publish `catalogue.changed` after their commit (catalogue-kinds.ts); this clears the
 * answers here and publishes on a Redis channel that the other instances listen to.
 */
export function createCataloguePublicCache(app: FastifyInstance): CataloguePublicCache {
  const answers = createAnswerCache(CATALOGUE_CACHE_BYTES);
  let generation = 0;
  const instanceId = randomUUID();
  const channel = `${app.config.REDIS_KEY_PREFIX}catalogue-changed`;

  const clearLocal = () => {
    generation += 1;
    answers.clear();
  };

  // Without Redis an instance hears only its own edits. The embedded database (PGlite) has a
  // single instance by construction (the backstop only); PostgreSQL may be shared by several.
  let synced = !app.config.REDIS_URL && !app.config.DATABASE_URL;
  let subscriber: Redis | null = null;
  if (app.config.REDIS_URL) {
    subscriber = new Redis(app.config.REDIS_URL, {
      retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    });
    subscriber.on('error', () => {
      // lib/redis.ts's command client already logs the outage; here it only means "not synced".
      synced = false;
    });
    subscriber.on('close', () => {
      synced = false;
    });
    subscriber.on('message', (_channel, message: string) => {
      if (message !== instanceId) clearLocal();
    });
    // Made once; ioredis subscribes again by itself after every reconnection.
    subscriber.subscribe(channel).catch(() => {});
    subscriber.on('ready', () => {
      // Edits announced while the link was down were missed: start again from the database.
      clearLocal();
      synced = true;
    });
  }

  const unsubscribe = app.events.subscribe('catalogue.changed', () => {
    clearLocal();
    app.redis?.publish(channel, instanceId).catch(() => {
      // Redis is down: the other instances are unsynced too and keep answers UNSYNCED_MAX_AGE_MS at most.
    });
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    subscriber?.disconnect();
  });

  return {
    answers,
    generation: () => generation,
    maxAge: () => (synced ? SYNCED_MAX_AGE_MS : UNSYNCED_MAX_AGE_MS),
  };
}

const pending = new WeakMap<FastifyRequest, { key: string; generation: number }>();
const bypassed = new WeakSet<FastifyRequest>();

const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

function keyOf(request: FastifyRequest): string {
  const sorted = (value: unknown) =>
    value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : {};
  // The route pattern and the validated (coerced, defaulted) inputs: `?page=1` and no page, or
  // the same filters in another order, are one answer.
  return `GET ${request.routeOptions.url} ${JSON.stringify(sorted(request.params))} ${JSON.stringify(sorted(request.query))}`;
}

/** How many request URLs the visitors' fast path remembers; past that it starts again. */
export const KNOWN_URLS = 10_000;

/**
 * Serves and fills the cache for the public reads registered in the same plugin. An admin may
 * see unpublished pages as a preview (catalogue.routes.ts), so an admin's answers are neither
 * served from nor put in the cache, and are marked `no-store`; every other answer is the same
 * for everyone.
 */
export function cachePublicAnswers(app: FastifyInstance, cache: CataloguePublicCache): void {
  // The key of each request URL that passed validation once. The same URL always validates to
  // the same inputs, so a visitor's repeat is answered before the schema and the route's hooks
  // run. Only visitors: a signed-in request still has its per-session limit to count
  // (preHandler, plugins/security.ts). Every onRequest hook (security headers, the address's
  // rate limit) has run by then.
  const keyByUrl = new Map<string, string>();

  /** Answers from the cache if it holds a fresh answer for `key`. */
  const serveKept = (request: FastifyRequest, reply: FastifyReply, key: string): boolean => {
    const hit = cache.answers.get(key);
    if (!hit) return false;
    if (Date.now() - hit.storedAt > cache.maxAge()) {
      cache.answers.delete(key);
      return false;
    }
    reply.header('etag', hit.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (matchesIfNoneMatch(request.headers['if-none-match'], hit.etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(hit.body);
    return true;
  };

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || request.sessionId) return;
    const key = keyByUrl.get(request.url);
    if (key !== undefined && serveKept(request, reply, key)) return reply;
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    if (request.user?.role === 'admin') {
      bypassed.add(request);
      return;
    }
    const key = keyOf(request);
    if (keyByUrl.size >= KNOWN_URLS) keyByUrl.clear();
    keyByUrl.set(request.url, key);
    if (serveKept(request, reply, key)) return reply;
    pending.set(request, { key, generation: cache.generation() });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (bypassed.has(request)) {
      reply.header('cache-control', 'private, no-store');
      return payload;
    }
    const fill = pending.get(request);
    if (!fill || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    // A change committed while this answer was being read would otherwise be kept for good.
    if (fill.generation === cache.generation()) {
      cache.answers.set(fill.key, { body: payload, etag, storedAt: Date.now() });
    }
    reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
