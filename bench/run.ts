/**
 * npm run bench: every benchmark suite in turn, printing its figures. Not part of npm test.
 * A suite reads its own BENCH_* variables (see each suite's header).
 */
import { catalogueBench } from './catalogue/index';

const suites: Array<{ name: string; run: () => Promise<void> }> = [
  { name: 'catalogue', run: catalogueBench },
];

const only = process.argv[2];
for (const suite of suites) {
  if (only && suite.name !== only) continue;
  console.info(`\n=== ${suite.name} ===`);
  await suite.run();
}
