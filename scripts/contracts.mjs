// `npm run test:contracts` (and `npm test`): consumer tests write fresh pacts, then our mock server is verified against them.
// Two commands on purpose: Vitest does not order test files, and Pact merges into existing files (so stale pacts go first).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps, tool } from './run-steps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pactsDir = join(root, 'contracts', 'pacts');
const pacts = () => readdirSync(pactsDir).filter((name) => name.endsWith('.json'));
const env = { PACT_DO_NOT_TRACK: 'true' };
process.chdir(root);

mkdirSync(pactsDir, { recursive: true });
// What the repository holds, to tell whether it was out of date (backend teams verify their servers against it).
const committed = new Map(pacts().map((name) => [name, readFileSync(join(pactsDir, name), 'utf8')]));
for (const name of pacts()) rmSync(join(pactsDir, name));
rmSync(join(root, 'contracts', '.spa-calls'), { recursive: true, force: true });

await runSteps([
  ['consumer contract tests', ...tool('vitest', 'run', '--project', 'contracts', '--passWithNoTests'), env],
]);

if (pacts().length === 0) {
  console.error(
    '\nThe consumer tests (contracts/**/*.pact.test.ts) produced no pact in contracts/pacts/: nothing to verify.',
  );
  process.exit(1);
}

// The pact file backend teams verify must also hold the anti-forgery twins: each state-changing call once more
// without its X-XSRF-TOKEN, expecting the refusal (contracts/provider/xsrf-twins.ts).
await runSteps([
  [
    'anti-forgery twins of the state-changing interactions',
    process.execPath,
    ['--import', 'tsx', 'contracts/provider/add-xsrf-twins.ts'],
    env,
  ],
]);

// Vitest runs the consumer test files in parallel, so Pact writes the interactions in no fixed order: sorted, the
// file is the same for the same contracts, and a stale committed pact shows.
const stale = [];
for (const name of pacts()) {
  const file = join(pactsDir, name);
  const pact = JSON.parse(readFileSync(file, 'utf8'));
  const key = (interaction) =>
    `${interaction.description}\u0000${JSON.stringify(interaction.providerStates ?? [])}`;
  pact.interactions.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const text = `${JSON.stringify(pact, null, 2)}\n`;
  writeFileSync(file, text);
  if (committed.get(name) !== text) stale.push(name);
}
for (const name of committed.keys()) if (!pacts().includes(name)) stale.push(name);
if (stale.length > 0) {
  const message = `contracts/pacts/ was out of date and has been regenerated (${stale.join(', ')}): commit it, backend teams verify against it.`;
  if (process.env.CI) {
    console.error(`\n${message}`);
    process.exit(1);
  }
  console.warn(`\n${message}\n`);
}

await runSteps([
  [
    'every gateway method has an interaction, and every interaction is made by one',
    process.execPath,
    ['--import', 'tsx', 'contracts/spa-calls/check-coverage.ts'],
    env,
  ],
  [
    'provider verification against the mock server',
    process.execPath,
    ['--import', 'tsx', 'contracts/provider/verify-mock.ts'],
    env,
  ],
  [
    'a provider that ignores the request conventions fails verification',
    process.execPath,
    ['--import', 'tsx', 'contracts/provider/verify-lax.ts'],
    env,
  ],
  [
    'a provider without the anti-forgery check on one route fails verification on that route',
    process.execPath,
    ['--import', 'tsx', 'contracts/provider/verify-careless.ts'],
    env,
  ],
]);
