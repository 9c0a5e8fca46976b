// `npm run bench`: runs every bench/*.bench.ts in turn; each prints its own figures.
import { readdirSync } from 'node:fs';
import { runSteps } from './run-steps.mjs';

const only = process.argv[2];
const benches = readdirSync('bench')
  .filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only)))
  .sort();
if (benches.length === 0) {
  console.error(only ? `No benchmark matches "${only}".` : 'No benchmarks in bench/.');
  process.exit(1);
}
await runSteps([
  ['generate', process.execPath, ['scripts/generate.mjs']],
  ...benches.map((name) => [name, process.execPath, ['--import', 'tsx', `bench/${name}`]]),
]);
