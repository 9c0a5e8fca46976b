// `npm run test:contracts` (and `npm test`): consumer tests write fresh pacts, then our mock server is verified against them.
// Two commands on purpose: Vitest does not order test files, and Pact merges into existing files (so stale pacts go first).
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps, tool } from './run-steps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pactsDir = join(root, 'contracts', 'pacts');
const pacts = () => readdirSync(pactsDir).filter((name) => name.endsWith('.json'));
const env = { PACT_DO_NOT_TRACK: 'true' };
process.chdir(root);

mkdirSync(pactsDir, { recursive: true });
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
]);
