/**
 * The reference: bare node:http answering every request with the same bytes and headers as the
 * app (BODY_FILE; HEADERS_FILE, a JSON object, or else a JSON content type); prints READY <port>
 * when listening.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE!);
const headers: Record<string, string | number> = process.env.HEADERS_FILE
  ? JSON.parse(readFileSync(process.env.HEADERS_FILE, 'utf8'))
  : { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.info(`READY ${(server.address() as { port: number }).port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
