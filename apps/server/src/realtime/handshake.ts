import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { allowedOrigins } from '../config';
import { authenticate, tokenFrom } from '../modules/auth/index';
import type { AppServer, AppSocket } from './gateway';
import { createHandshakeLimit } from './handshake-limit';

/**
 * The raw token stays out of socket.data: fetchSockets() ships socket.data to other
 * instances through Redis.
 */
const tokens = new WeakMap<AppSocket, string>();

/**
 * WebSockets are not covered by CORS, so the Origin is checked for every transport: the same
 * host, or one of the configured origins. Requests without an Origin (non-browser clients)
 * still need a valid session.
 */
export function originCheck(app: FastifyInstance) {
  const origins = allowedOrigins(app.config);
  return (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) => {
    const origin = req.headers.origin;
    if (!origin) return callback(null, true);
    let sameHost = false;
    try {
      sameHost = new URL(origin).host === req.headers.host;
    } catch {
      // 'null' (sandboxed frames, file://) or garbage: never the same host.
    }
    callback(null, sameHost || origins.includes(origin));
  };
}

function tokenOf(app: FastifyInstance, socket: AppSocket): string | null {
  const authToken = (socket.handshake.auth as { token?: unknown }).token;
  const { authorization, cookie } = socket.handshake.headers;
  const token =
    (typeof authToken === 'string' && authToken ? authToken : null) ??
    // The same parser @fastify/cookie uses for HTTP requests.
    tokenFrom(authorization, cookie ? app.parseCookie(cookie) : {});
  return token && token.length <= 200 ? token : null;
}

/** The handshake is authenticated with the same session as HTTP: auth.token, a bearer header or the cookie. */
export function authenticateHandshake(app: FastifyInstance, io: AppServer) {
  const limit = createHandshakeLimit(app);
  io.use(async (socket, next) => {
    try {
      const address = limit.addressOf(socket.request);
      if (await limit.isBlocked(address)) return next(new Error('too many failed connections'));
      const token = tokenOf(app, socket);
      const session = token ? await authenticate(app.db, token) : null;
      if (!session || !token) {
        limit.recordFailure(address);
        return next(new Error('unauthorized'));
      }
      // Nothing but changing it until a temporary password is replaced (docs/console.md).
      if (session.user.mustChangePassword) return next(new Error('password change required'));
      tokens.set(socket, token);
      socket.data = { ...session, checkedAt: Date.now() };
      next();
    } catch (err) {
      app.log.error({ err }, 'socket handshake failed');
      next(new Error('unavailable'));
    }
  });
}

/**
 * Before handling an event, a socket whose session was checked longer ago than
 * SOCKET_SESSION_RECHECK_SECONDS checks it again; a revoked or expired session disconnects the socket instead of acting for it.
 */
export function recheckSession(app: FastifyInstance, socket: AppSocket) {
  const interval = app.config.SOCKET_SESSION_RECHECK_SECONDS * 1000;
  socket.use((_event, next) => {
    if (Date.now() - socket.data.checkedAt < interval) return next();
    authenticate(app.db, tokens.get(socket) ?? '').then(
      (session) => {
        if (!session) {
          socket.disconnect(true);
          return;
        }
        socket.data.user = session.user;
        socket.data.checkedAt = Date.now();
        next();
      },
      (err) => {
        // The database is unreachable: the event's own handler will answer with the failure.
        app.log.error({ err }, 'socket session check failed');
        next();
      },
    );
  });
}
