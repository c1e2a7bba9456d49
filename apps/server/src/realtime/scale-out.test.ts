import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { repoRoot } from '../lib/paths';
import { createTestDatabase, usingPostgres } from '../test/app';
import { collect, send, supportPair } from '../test/chat-factories';
import { apiClient } from '../test/http';
import { freePort, hasProgram, type ServerProcess, spawnServer, waitForReady } from '../test/process';
import { roundRobinProxy } from '../test/round-robin-proxy';
import { connectLikeTheWebApp, type WebAppSocket } from '../test/web-client';

const nginxConf = path.join(repoRoot, 'deploy', 'nginx.conf');

describe('deploy/nginx.conf', () => {
  const text = readFileSync(nginxConf, 'utf8');
  const upstream = (name: string) => text.match(new RegExp(`upstream ${name} \\{([^}]*)\\}`))?.[1] ?? '';

  it('balances two instances, passes the WebSocket upgrade and the client address, and names a TRUST_PROXY the server accepts', () => {
    for (const name of ['edupath', 'edupath_realtime']) {
      expect(upstream(name).match(/^\s*server \S+;/gm), name).toHaveLength(2);
    }
    // Only the long-polling fallback needs it (the test below shows why).
    expect(upstream('edupath_realtime')).toMatch(/hash \$remote_addr consistent;/);
    const realtime = text.match(/location \/socket\.io\/ \{([^}]*)\}/)?.[1] ?? '';
    expect(realtime).toMatch(/proxy_pass http:\/\/edupath_realtime;/);
    expect(realtime).toMatch(/proxy_http_version 1\.1;/);
    expect(realtime).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(realtime).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(text).toMatch(/map \$http_upgrade \$connection_upgrade \{/);
    const proxied = (text.match(/location [^{]+\{[^}]*\}/g) ?? []).filter((l) => l.includes('proxy_pass'));
    expect(proxied).toHaveLength(2);
    for (const location of proxied) {
      expect(location).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    }
    // The metrics path is refused from outside (docs/operations.md).
    expect(text).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
    const trustProxy = text.match(/TRUST_PROXY=(\S+)/)?.[1];
    expect(trustProxy).toBeDefined();
    expect(loadConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY).toEqual([trustProxy]);
  });

  // Not installed on the test machines (and not installed for this test): the check above is what
  // runs there. Where nginx is present, it parses the file as it would at start.
  it.runIf(hasProgram('nginx'))('is a configuration nginx accepts (nginx -t)', () => {
    const result = spawnSync('nginx', ['-t', '-c', nginxConf], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
  });
});

/**
 * Two server processes on one PostgreSQL database and the machine's Redis (a key prefix of their
 * own), behind a round-robin proxy that never keeps a client on one instance. Two instances cannot
 * share PGlite and the adapter needs Redis, so this runs in the PostgreSQL pass with
 * TEST_REDIS_URL set (as CI runs it).
 */
const runnable = usingPostgres() && !!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL;

describe.runIf(runnable)('two instances behind a load balancer without sticky sessions', () => {
  let opened: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
  const open: WebAppSocket[] = [];

  beforeAll(async () => {
    opened = await createTestDatabase();
    const env = {
      DATABASE_URL: opened.url!,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_KEY_PREFIX: `edupath-scale-out-${process.pid}:`,
      // The proxy is on loopback, as nginx is on its own address in deploy/nginx.conf.
      TRUST_PROXY: 'loopback',
      SEED_DEMO: 'false',
    };
    a = spawnServer(env, await freePort());
    b = spawnServer(env, await freePort());
    await Promise.all([waitForReady(a), waitForReady(b)]);
    proxy = await roundRobinProxy([a.url, b.url]);
  }, 120_000);

  afterAll(async () => {
    for (const socket of open) socket.close();
    await proxy?.close();
    for (const server of [a, b]) server?.child.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    await opened?.database.close();
    await opened?.drop();
  });

  const connect = async (url: string, token: string) => {
    const socket = await connectLikeTheWebApp(url, token);
    open.push(socket);
    return socket;
  };

  it('the proxy keeps nobody on one instance: a long-polling session fails on its second request', async () => {
    const handshake = await fetch(`${proxy.url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    const sid = (JSON.parse((await handshake.text()).slice(1)) as { sid: string }).sid;
    const second = await fetch(`${proxy.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ message: 'Session ID unknown' });
    expect(new Set(proxy.requests.slice(-2)).size).toBe(2);
  });

  it('a student and their advisor, each on another instance, chat live over WebSocket', async () => {
    const { student, advisor, chatId } = await supportPair(opened.database.db, apiClient(a.url));
    const studentSocket = await connect(proxy.url, student.token);
    const advisorSocket = await connect(proxy.url, advisor.token);
    // One upgrade each, nothing else, on two different instances.
    expect(new Set(proxy.upgrades.slice(-2)).size).toBe(2);
    for (const socket of [studentSocket, advisorSocket])
      expect(socket.io.engine.transport.name).toBe('websocket');

    const advisorInbox = collect(advisorSocket, 'receiveMessage');
    const studentInbox = collect(studentSocket, 'receiveMessage');
    const question = await send(studentSocket, { chatId, message: 'Which deadline is first?' });
    expect((await advisorInbox.next((m) => m.messageId === question.messageId)).message).toBe(
      'Which deadline is first?',
    );
    const answer = await send(advisorSocket, { chatId, message: 'Toronto, on the 15th.' });
    expect((await studentInbox.next((m) => m.messageId === answer.messageId)).message).toBe(
      'Toronto, on the 15th.',
    );
  });

  it('falls back to long-polling when no WebSocket gets through (which, being several requests, needs one instance)', async () => {
    const { student, chatId } = await supportPair(opened.database.db, apiClient(a.url));
    const noWebSocket = await roundRobinProxy([a.url], { refuseUpgrades: true });
    try {
      const socket = await connect(noWebSocket.url, student.token);
      expect(socket.io.engine.transport.name).toBe('polling');
      const sent = await send(socket, { chatId, message: 'over polling' });
      expect(sent.message).toBe('over polling');
      socket.close();
    } finally {
      await noWebSocket.close();
    }
  });
});
