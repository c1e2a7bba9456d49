/**
 * npm run bench: each benchmark measures its subject and a reference in the same run and
 * prints figures and ratios (never pass/fail on time). `npm run bench -- <name>` (or BENCH=name)
 * runs one of them; a suite reads its own BENCH_* variables (see each suite's header).
 */
import { cpus, loadavg } from 'node:os';
import { printSummary } from './lib';

const benches: Record<string, () => Promise<() => Promise<void>>> = {
  'api-baseline': async () => (await import('./api-baseline')).run,
  catalogue: async () => (await import('./catalogue/index')).catalogueBench,
  chat: async () => (await import('./chat')).runChatBench,
  'chat-flood': async () => (await import('./chat-flood')).runChatFloodBench,
  'initial-js': async () => (await import('./initial-js')).runInitialJsBench,
  lighthouse: async () => (await import('./lighthouse')).runLighthouseBench,
  load: async () => (await import('./load')).runLoadBench,
  'logins-under-load': async () => (await import('./logins-under-load')).runLoginsUnderLoad,
  footprint: async () => (await import('./footprint')).runFootprint,
  relevance: async () => (await import('./relevance')).runRelevanceBench,
};

const only = process.argv[2] ?? process.env.BENCH;
for (const [name, load] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.info(`\n=== ${name} ===`);
  await (await load())();
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg()
  .map((n) => n.toFixed(1))
  .join(' ')}`;
printSummary(machine);
