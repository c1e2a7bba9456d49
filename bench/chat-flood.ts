/**
 * One socket flooding sendMessage while other students chat: the honest students' send ->
 * acknowledgement latency with no flood (the reference) and during the flood, in the same run,
 * on one instance (embedded PGlite) with the shipped limits.
 *
 * BENCH_FLOOD_STUDENTS honest students (20) each send one message every ~1.5 s (under the
 * 60-a-minute send limit) for BENCH_FLOOD_SECONDS (20) per phase. The attacker sends
 * BENCH_FLOOD_RATE events a second (1,000) and, when it is disconnected, reconnects at once with
 * the same session and goes on.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatListItem } from '@edupath/contract';
import { type ClientSocket, connect, login, percentile, post, startInstance } from './chat';
import type { AppServer } from './lib';

const STUDENTS = Number(process.env.BENCH_FLOOD_STUDENTS ?? 20);
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 20);
const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 1000);
const SEND_EVERY_MS = 1_500;

/** The shipped chat and socket limits: the bench's server otherwise raises them for throughput runs. */
const SHIPPED_LIMITS = {
  CHAT_RATE_LIMIT_PER_MINUTE: '60',
  SOCKET_EVENTS_PER_SECOND: '20',
  SOCKET_EVENTS_PER_USER_PER_MINUTE: '600',
  SOCKET_REFUSALS_BEFORE_DISCONNECT: '100',
};

interface Student {
  socket: ClientSocket;
  chatId: number;
}

async function signUpStudent(url: string, name: string) {
  const email = `flood-${randomBytes(6).toString('hex')}@example.test`;
  const password = 'flood-bench-password-1';
  await post(url, 'auth/signup', { name, email, password, confirmPassword: password });
  const token = await login(url, 'auth/login', { email, password });
  const chats = await fetch(`${url}/api/v1/chat`, { headers: { authorization: `Bearer ${token}` } });
  const chatId = ((await chats.json()) as { data: ChatListItem[] }).data[0]!.chatId;
  return { token, chatId };
}

/** Every honest student sends on their own clock; returns each send's ack latency (ms). */
async function honestTraffic(
  students: Student[],
  seconds: number,
): Promise<{ latencies: number[]; refused: number }> {
  const latencies: number[] = [];
  let refused = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    students.map(async ({ socket, chatId }, index) => {
      // Spread the students over the interval so sends do not arrive in lockstep.
      await new Promise((r) => setTimeout(r, (index * SEND_EVERY_MS) / students.length));
      while (performance.now() < until) {
        const started = performance.now();
        const ok = await new Promise<boolean>((resolve) =>
          socket.emit('sendMessage', { chatId, message: `honest ${index}` }, (answer) => resolve(answer.ok)),
        );
        if (ok) latencies.push(performance.now() - started);
        else refused++;
        await new Promise((r) => setTimeout(r, Math.max(0, SEND_EVERY_MS - (performance.now() - started))));
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), refused };
}

/** Floods until stopped; reconnects with the same session whenever the server disconnects it. */
function startAttacker(url: string, token: string, chatId: number) {
  const tally = { sent: 0, accepted: 0, refused: 0, disconnects: 0, unanswered: 0 };
  let stopped = false;
  let socket: ClientSocket | null = null;
  let timer: NodeJS.Timeout | null = null;
  const perTick = Math.max(1, Math.round(FLOOD_RATE / 100));
  const run = async () => {
    while (!stopped) {
      try {
        socket = await connect(url, token);
      } catch {
        await new Promise((r) => setTimeout(r, 10));
        continue;
      }
      const current = socket;
      await new Promise<void>((resolve) => {
        current.once('disconnect', () => {
          if (!stopped) tally.disconnects++;
          resolve();
        });
        timer = setInterval(() => {
          for (let i = 0; i < perTick && current.connected; i++) {
            tally.sent++;
            current.emit('sendMessage', { chatId, message: 'flood' }, (answer) => {
              if (answer.ok) tally.accepted++;
              else tally.refused++;
            });
          }
        }, 10);
      });
      if (timer) clearInterval(timer);
    }
  };
  const done = run();
  return {
    tally,
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      socket?.close();
      await done;
      tally.unanswered = tally.sent - tally.accepted - tally.refused;
    },
  };
}

const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
function line(label: string, latencies: number[], refused: number) {
  console.info(
    `  ${label.padEnd(34)} p50 ${ms(percentile(latencies, 50))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1)!)}  (${latencies.length} sends, ${refused} refused)`,
  );
}

export async function runChatFloodBench() {
  console.info(
    `\nChat under a flood: ${STUDENTS} honest students sending every ${SEND_EVERY_MS / 1000} s, one socket flooding ${FLOOD_RATE} sendMessage/s (shipped limits)`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edupath-bench-flood-'));
  let instance: AppServer | null = null;
  const students: Student[] = [];
  try {
    instance = await startInstance({
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      REDIS_URL: '',
      DATABASE_URL: '',
      ...SHIPPED_LIMITS,
    });
    const { url } = instance;
    for (let i = 0; i < STUDENTS; i++) {
      const { token, chatId } = await signUpStudent(url, `Honest ${i}`);
      students.push({ socket: await connect(url, token), chatId });
    }
    const attacker = await signUpStudent(url, 'Flooder');

    const reference = await honestTraffic(students, SECONDS);
    line('no flood (reference)', reference.latencies, reference.refused);

    const flood = startAttacker(url, attacker.token, attacker.chatId);
    const during = await honestTraffic(students, SECONDS);
    await flood.stop();
    line('during the flood', during.latencies, during.refused);
    console.info(
      `  p99 during / reference: ${(percentile(during.latencies, 99) / percentile(reference.latencies, 99)).toFixed(2)}x`,
    );
    const { tally } = flood;
    console.info(
      `  flooder: ${tally.sent} sent, ${tally.accepted} accepted, ${tally.refused} refused, ${tally.unanswered} unanswered, disconnected ${tally.disconnects} times`,
    );
  } finally {
    for (const { socket } of students) socket.close();
    if (instance) await instance.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
