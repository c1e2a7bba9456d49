import { once } from 'node:events';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingHttpHeaders,
} from 'node:http';
import { connect, type Socket } from 'node:net';

/**
 * A load balancer without sticky sessions, on loopback: each HTTP request and each WebSocket
 * upgrade goes to the next instance in turn, whatever came before it from the same client. It adds
 * the client's address to X-Forwarded-For, as deploy/nginx.conf does. `refuseUpgrades` plays a
 * proxy or network that lets no WebSocket through.
 */
export async function roundRobinProxy(targets: string[], options: { refuseUpgrades?: boolean } = {}) {
  const upstreams = targets.map((target) => new URL(target));
  let turn = 0;
  const next = () => upstreams[turn++ % upstreams.length]!;
  /** Which instance (its index in `targets`) each upgrade and each request went to, in order. */
  const upgrades: number[] = [];
  const requests: number[] = [];
  const open = new Set<Socket>();

  const forwardedHeaders = (headers: IncomingHttpHeaders, clientAddress: string | undefined) => {
    const prior = headers['x-forwarded-for'];
    return {
      ...headers,
      'x-forwarded-for': [prior, clientAddress].filter(Boolean).join(', '),
    };
  };

  const server = createHttpServer((req, res) => {
    const upstream = next();
    requests.push(upstreams.indexOf(upstream));
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req.headers, req.socket.remoteAddress),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });

  server.on('upgrade', (req, client: Socket, head: Buffer) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (options.refuseUpgrades) {
      client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const upstream = next();
    upgrades.push(upstreams.indexOf(upstream));
    const backend = connect({ host: upstream.hostname, port: Number(upstream.port) }, () => {
      // The request line and headers as received, with the forwarded address added.
      const headers = forwardedHeaders(req.headers, client.remoteAddress);
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (const [name, value] of Object.entries(headers)) {
        for (const one of Array.isArray(value) ? value : [value]) {
          if (one !== undefined) lines.push(`${name}: ${one}`);
        }
      }
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) backend.write(head);
      backend.pipe(client);
      client.pipe(backend);
    });
    open.add(backend);
    backend.on('close', () => {
      open.delete(backend);
      client.destroy();
    });
    backend.on('error', () => client.destroy());
    client.on('close', () => backend.destroy());
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    upgrades,
    requests,
    async close() {
      for (const socket of open) socket.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close').catch(() => {});
    },
  };
}
