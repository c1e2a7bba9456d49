/**
 * npm run bench: each benchmark measures its subject and a reference in the same run and
 * prints figures and ratios (never pass/fail on time). BENCH=name runs one of them.
 */
const benches: Record<string, () => Promise<() => Promise<void>>> = {
  'api-baseline': async () => (await import('./api-baseline')).run,
  chat: async () => (await import('./chat')).runChatBench,
};

const only = process.env.BENCH;
for (const [name, load] of Object.entries(benches)) {
  if (only && only !== name) continue;
  await (await load())();
}

export {};
