/**
 * Chat delivery latency: the time from a student's sendMessage to the advisor's socket
 * receiving it (receiveMessage), with 1,000 sockets connected, on one instance and on two
 * instances sharing PostgreSQL and Redis (student on A, advisor on B).
 *
 * Servers run as child processes (tsx on the TypeScript sources), so the clients measured
 * here do not share an event loop with them. The two-instance run needs PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 * and Redis (BENCH_REDIS_URL or TEST_REDIS_URL, default redis://127.0.0.1:6379); without
 * them it says so and is skipped.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  ChatListItem,
  ChatMessage,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@edupath/contract';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { type AppServer, type SpawnedServer, spawnServer, startAppServer, summarise } from './lib';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const SOCKETS_PER_USER = 10;
const SAMPLES = Number(process.env.BENCH_CHAT_SAMPLES ?? 300);
const WARMUP = 20;
const DEMO = {
  student: { email: 'student@edupath.test', password: 'student-pass-2026' },
  advisor: { email: 'advisor@edupath.test', password: 'advisor-pass-2026' },
};

/** An app instance with the limits lifted that a one-user benchmark would trip. */
export const startInstance = (env: Record<string, string>) =>
  startAppServer({
    API_RATE_LIMIT_PER_USER: '1000000',
    API_RATE_LIMIT_PER_SESSION: '1000000',
    API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '1000000',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
    SOCKET_EVENTS_PER_SECOND: '1000000',
    SOCKET_EVENTS_PER_USER_PER_MINUTE: '100000000',
    ...env,
  });

export async function post<T>(url: string, route: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}/api/v1/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${route}: ${response.status} ${json.message}`);
  return json.data;
}

export const login = async (url: string, route: string, credentials: { email: string; password: string }) =>
  (await post<{ accessToken: string; user: { userId: number } }>(url, route, credentials)).accessToken;

export const connect = (url: string, token: string) => connectWith(url, { token });

function connectWith(url: string, auth: Record<string, string>): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    auth,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Idle filler sockets: students with several tabs each, spread over the instances. */
async function connectFillers(urls: string[], count: number): Promise<ClientSocket[]> {
  const users = Math.ceil(count / SOCKETS_PER_USER);
  const tokens: string[] = [];
  const run = randomBytes(3).toString('hex');
  for (let i = 0; i < users; i++) {
    const url = urls[i % urls.length]!;
    const email = `bench-${run}-${i}@example.test`;
    const password = 'bench-password-1';
    await post(url, 'auth/signup', { name: `Bench ${i}`, email, password, confirmPassword: password });
    tokens.push(await login(url, 'auth/login', { email, password }));
  }
  const sockets: ClientSocket[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, k) => {
      const index = start + k;
      return connect(urls[index % urls.length]!, tokens[Math.floor(index / SOCKETS_PER_USER)]!);
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

interface Figures {
  deliveryP50: number;
  deliveryP99: number;
  ackP50: number;
  ackP99: number;
  samples: number;
}

/** The demo student (on studentUrl) sends one message at a time; the demo advisor (on advisorUrl) receives. */
async function measure(studentUrl: string, advisorUrl: string): Promise<Figures> {
  const studentToken = await login(studentUrl, 'auth/login', DEMO.student);
  const advisorToken = await login(advisorUrl, 'auth/staff/login', DEMO.advisor);
  const chats = await fetch(`${studentUrl}/api/v1/chat`, {
    headers: { authorization: `Bearer ${studentToken}` },
  });
  const chatId = ((await chats.json()) as { data: ChatListItem[] }).data[0]!.chatId;
  return measureBetween(
    await connect(studentUrl, studentToken),
    await connect(advisorUrl, advisorToken),
    chatId,
  );
}

/** The student socket sends one message at a time and the advisor socket receives it. */
async function measureBetween(
  student: ClientSocket,
  advisor: ClientSocket,
  chatId: number,
): Promise<Figures> {
  const waiting = new Map<string, (at: number) => void>();
  advisor.on('receiveMessage', (message: ChatMessage) => {
    if (message.clientId) waiting.get(message.clientId)?.(performance.now());
  });

  const delivery: number[] = [];
  const ack: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const clientId = `bench-${randomBytes(8).toString('hex')}`;
    const delivered = new Promise<number>((resolve) => waiting.set(clientId, resolve));
    const started = performance.now();
    const acked = new Promise<number>((resolve, reject) =>
      student.emit('sendMessage', { chatId, message: `sample ${i}`, clientId }, (answer) =>
        answer.ok ? resolve(performance.now()) : reject(new Error(answer.message)),
      ),
    );
    const [deliveredAt, ackedAt] = await Promise.all([delivered, acked]);
    waiting.delete(clientId);
    if (i >= WARMUP) {
      delivery.push(deliveredAt - started);
      ack.push(ackedAt - started);
    }
  }
  student.close();
  advisor.close();
  delivery.sort((a, b) => a - b);
  ack.sort((a, b) => a - b);
  return {
    deliveryP50: percentile(delivery, 50),
    deliveryP99: percentile(delivery, 99),
    ackP50: percentile(ack, 50),
    ackP99: percentile(ack, 99),
    samples: delivery.length,
  };
}

/** The same send -> receive over bare Socket.IO relays (chat-reference-server.ts), with as many sockets. */
async function measureReference(env: Record<string, string>, instances: 1 | 2): Promise<Figures> {
  const servers: SpawnedServer[] = [];
  const sockets: ClientSocket[] = [];
  try {
    for (let i = 0; i < instances; i++) servers.push(await spawnServer('chat-reference-server.ts', env));
    const urls = servers.map((server) => server.url);
    for (let start = 0; start < SOCKETS - 2; start += 50) {
      const batch = Array.from({ length: Math.min(50, SOCKETS - 2 - start) }, (_, k) =>
        connectWith(urls[(start + k) % urls.length]!, { peer: 'idle' }),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    return await measureBetween(
      await connectWith(urls[0]!, { peer: 'student' }),
      await connectWith(urls.at(-1)!, { peer: 'advisor' }),
      1,
    );
  } finally {
    for (const socket of sockets) socket.close();
    for (const server of servers) await server.stop();
  }
}

/** Prints both figures and adds the p99 row, with its ratio to the bare relay, to the summary. */
function compare(label: string, ours: Figures, reference: Figures, targetMs: number) {
  print(label, ours);
  print('  reference: bare Socket.IO relay', reference);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  summarise({
    what: `Chat send -> peer p99, ${label}`,
    ours: ms(ours.deliveryP99),
    reference: `${ms(reference.deliveryP99)} (bare Socket.IO relay)`,
    ratio: (ours.deliveryP99 / reference.deliveryP99).toFixed(1),
    target: `<= ${targetMs} ms`,
  });
}

function print(label: string, figures: Figures) {
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  console.info(
    `  ${label.padEnd(44)} delivery p50 ${ms(figures.deliveryP50).padStart(9)}  p99 ${ms(figures.deliveryP99).padStart(9)}` +
      `   (ack p50 ${ms(figures.ackP50)}, p99 ${ms(figures.ackP99)}; ${figures.samples} sends)`,
  );
}

async function singleInstance() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edupath-bench-chat-'));
  const instance = await startInstance({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    REDIS_URL: '',
    DATABASE_URL: '',
  });
  let fillers: ClientSocket[] = [];
  try {
    fillers = await connectFillers([instance.url], SOCKETS - 2);
    const ours = await measure(instance.url, instance.url);
    for (const socket of fillers) socket.close();
    fillers = [];
    await instance.stop();
    compare(`1 instance, embedded PGlite, ${SOCKETS} sockets`, ours, await measureReference({}, 1), 10);
  } finally {
    for (const socket of fillers) socket.close();
    await instance.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function reachable(url: string, defaultPort: number) {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function twoInstances() {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await reachable(adminUrl, 5432)) || !(await reachable(redisUrl, 6379))) {
    console.info('  2 instances: skipped (needs a reachable PostgreSQL and Redis)');
    return;
  }
  const name = `edupath_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const shared = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `edupath-bench:${randomBytes(4).toString('hex')}:`,
  };
  const instances: AppServer[] = [];
  let fillers: ClientSocket[] = [];
  try {
    // One at a time: the first migrates and seeds, the second finds it done.
    instances.push(await startInstance({ ...shared, SEED_DEMO: 'true' }));
    instances.push(await startInstance({ ...shared, SEED_DEMO: 'false' }));
    const [a, b] = instances as [AppServer, AppServer];
    fillers = await connectFillers([a.url, b.url], SOCKETS - 2);
    const ours = await measure(a.url, b.url);
    for (const socket of fillers) socket.close();
    fillers = [];
    for (const instance of instances.splice(0)) await instance.stop();
    const reference = await measureReference(
      { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `edupath-bench-reference:${randomBytes(4).toString('hex')}:` },
      2,
    );
    compare(`2 instances, PostgreSQL + Redis, ${SOCKETS} sockets`, ours, reference, 20);
  } finally {
    for (const socket of fillers) socket.close();
    for (const instance of instances) await instance.stop();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

export async function runChatBench() {
  console.info('\nChat: send -> peer delivery latency (student sends, advisor receives)');
  await singleInstance();
  await twoInstances();
}
