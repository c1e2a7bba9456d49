import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer } from 'node:net';
import { openDatabase } from '../db/client';
import { serverRoot } from '../lib/paths';

/** A free loopback port (the server must be told its port up front to print and serve it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Everything a child prints, stdout and stderr as they come. */
function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return () => output;
}

/** Runs src/server.ts in its own process, as `npm start` would (tsx instead of the bundle). */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The tests' SMTP server catches all mail, to their @example.test users too.
      MAIL_SEND_TO_RESERVED_DOMAINS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, output, exited };
}

/**
 * Runs one of the command-line scripts (src/cli/*.ts) as an operator runs it: in its own process,
 * without a terminal, in production mode. Resolves with its exit code and everything it printed.
 */
export function runCli(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output: output() })),
  );
}

/** Opens, in the test's own process, the database a command line or server was given in `env`. */
export const openDatabaseOfEnv = (env: Record<string, string>) =>
  openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });

export async function waitForReady(server: ServerProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready in time:\n${server.output()}`);
}

/**
 * A Redis server of the test's own on a free port, to stop and start again (an outage) without
 * touching the machine's shared one. Nothing is saved to disk.
 */
export async function ownRedisServer() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const isUp = () =>
    new Promise<boolean>((resolve) => {
      const probe = connect({ host: '127.0.0.1', port });
      probe.once('data', (chunk) => {
        probe.destroy();
        resolve(chunk.toString().startsWith('+PONG'));
      });
      probe.once('connect', () => probe.write('PING\r\n'));
      probe.once('error', () => resolve(false));
    });
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 10_000;
    while (!(await isUp())) {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

/** Whether a program is on the PATH (a test that needs one says so when it is missing). */
export function hasProgram(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}
