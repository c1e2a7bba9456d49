/**
 * The chat benchmark's reference: a bare Socket.IO server on node:http that relays a
 * `sendMessage` to the peer's sockets as `receiveMessage` and acknowledges it — no sign-in, no
 * database, no rate limit. With REDIS_URL it uses the same Redis adapter as the app, so the
 * two-instance reference pays the same Redis hop. Prints READY <port> when listening.
 *
 * A client says who it is in its handshake (`auth: { peer: 'student' | 'advisor' | 'idle' }`);
 * the relay sends every message to the other side's room, as the app sends a student's message
 * to the advisor; idle sockets only take their share of the server's attention.
 */
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { serveClient: false, maxHttpBufferSize: 64 * 1024 });
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  io.adapter(
    createAdapter(new Redis(redisUrl), new Redis(redisUrl), {
      key: `${process.env.REDIS_KEY_PREFIX ?? 'edupath-bench-reference:'}socket.io`,
    }),
  );
}

io.on('connection', (socket) => {
  const peer = String(socket.handshake.auth.peer ?? 'idle');
  void socket.join(peer);
  socket.on('sendMessage', (message: { chatId: number; message: string; clientId: string }, ack) => {
    const delivered = { ...message, messageId: 0, createdAt: new Date().toISOString() };
    io.to(peer === 'advisor' ? 'student' : 'advisor').emit('receiveMessage', delivered);
    if (typeof ack === 'function') ack({ ok: true, data: delivered });
  });
});

http.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.info(`READY ${(http.address() as { port: number }).port}`);
});
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
