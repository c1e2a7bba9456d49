/**
 * The reference: bare node:http answering every request with the same bytes and headers as the
 * app (BODY_FILE, HEADERS_FILE: a JSON object); prints READY <port> when listening.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE!);
const headers = JSON.parse(readFileSync(process.env.HEADERS_FILE!, 'utf8')) as Record<string, string>;
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.info(`READY ${(server.address() as { port: number }).port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
