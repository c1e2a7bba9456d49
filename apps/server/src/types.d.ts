import type { AuthUser } from '@edupath/contract';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { ApiRoute } from './lib/endpoints';
import type { DomainEventBus } from './lib/events';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Which database `db` is: the embedded one has a single connection. */
    dbKind: Database['kind'];
    config: Config;
    events: DomainEventBus;
    /** Present only when REDIS_URL is set. */
    redis: Redis | null;
    /** Every API route as registered (app.ts), with the description it came from, if any. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the bearer token or the session cookie. */
    user: AuthUser | null;
    /** The hashed id of the session that authenticated this request. */
    sessionId: string | null;
  }
}
