import { DEMO_ACCOUNTS } from '../apps/server/src/seed/accounts';
import { fmt, measure, report, spawnServer, summarise } from './lib';

/**
 * Whether password hashing starves reads: the cached countries list under load, alone and while
 * BENCH_LOGIN_RATE (20) sign-ins a second with the real password check (argon2id) run beside it,
 * in turns. The sign-ins are the demo student's, with the right password: the shipped sign-in
 * throttle counts failures only, so it lets them all through. The read load comes from one
 * address, so this bench raises API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS for itself.
 */
const READ = '/api/v1/country?page=1&pageSize=8';
const TARGET = 0.85;

export async function runLoginsUnderLoad() {
  const rate = Number(process.env.BENCH_LOGIN_RATE ?? 20);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const duration = Number(process.env.BENCH_DURATION ?? 5);
  const student = DEMO_ACCOUNTS.find((account) => account.role === 'student')!;
  const app = await spawnServer('app-server.ts', { API_RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '1000000000' });
  const signInLatencies: number[] = [];
  let refused = 0;
  const inFlight = new Set<Promise<void>>();
  const signIn = async () => {
    const started = performance.now();
    const response = await fetch(`${app.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: student.email, password: student.password }),
    });
    await response.arrayBuffer();
    if (response.status === 200) signInLatencies.push(performance.now() - started);
    else refused++;
  };
  const startSignIn = () => {
    const pending = signIn()
      .catch(() => {
        refused++;
      })
      .finally(() => inFlight.delete(pending));
    inFlight.add(pending);
  };
  try {
    await signIn();
    await measure(app.url + READ, { duration: 1 });
    const alone: number[] = [];
    const withLogins: number[] = [];
    signInLatencies.length = 0;
    for (let round = 0; round < rounds; round++) {
      alone.push((await measure(app.url + READ, { duration })).rps);
      const timer = setInterval(startSignIn, 1000 / rate);
      try {
        withLogins.push((await measure(app.url + READ, { duration })).rps);
      } finally {
        clearInterval(timer);
      }
    }
    await Promise.all(inFlight); // the last sign-ins finish
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const sorted = [...signInLatencies].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
    const ratio = mean(withLogins) / mean(alone);
    summarise({
      what: `Catalogue reads while ${rate} sign-ins/s run`,
      ours: `${fmt(mean(withLogins))} req/s`,
      reference: `${fmt(mean(alone))} req/s (the same reads without sign-ins)`,
      ratio: fmt(ratio, 2),
      target: `>= ${TARGET}`,
    });
    report(
      `Logins under load: ${READ} (20 connections, ${rounds} turns of ${duration} s) with and without ${rate} sign-ins/s`,
      [
        ['reads alone req/s', fmt(mean(alone))],
        ['reads with sign-ins req/s', fmt(mean(withLogins))],
        ['ratio with / alone', `${fmt(ratio, 2)} (target >= ${TARGET})`],
        [
          'sign-ins answered 200 / failed',
          `${signInLatencies.length} (${fmt(signInLatencies.length / (rounds * duration), 1)}/s) / ${refused}`,
        ],
        ['sign-in latency p50 / p99 (ms)', `${fmt(at(0.5))} / ${fmt(at(0.99))}`],
      ],
    );
  } finally {
    await app.stop();
  }
}
