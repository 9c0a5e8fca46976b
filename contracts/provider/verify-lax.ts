import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createMockServer } from '../../mock-server/app';
import { breaksAConvention, type PactInteraction } from './convention-breaking';
import { startLaxProvider } from './lax-provider';
import { pactFiles } from './verify-provider';

/**
 * The last step of `npm run test:contracts`: the pacts must catch a backend that ignores the request conventions.
 * It verifies a lax provider (our mock behind a proxy that makes every convention header tell the truth,
 * contracts/provider/lax-provider.ts) with `npm run contracts:verify` and passes only when exactly the interactions
 * that break a convention on purpose fail, and at least one does.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const interactions = pactFiles().flatMap(
  (file) => (JSON.parse(readFileSync(file, 'utf8')) as { interactions: PactInteraction[] }).interactions,
);
const expected = new Set(interactions.filter(breaksAConvention).map((i) => i.description));

const mock = createMockServer({ dataFile: null });
await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
const lax = await startLaxProvider(mock, (mock.server.address() as AddressInfo).port);

const output = await new Promise<string>((resolve) => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'contracts/verify-cli.ts', '--base-url', lax.url],
    {
      cwd: root,
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.on('exit', () => resolve(text));
});
lax.server.close();
await mock.close();

const failedList = /interaction\(s\) failed \(details above\):\n((?:\s+- .*\n?)*)/.exec(output)?.[1] ?? '';
// Pact names a failed interaction "Verifying a pact between … Given … - <description>".
const failedLines = failedList
  .split('\n')
  .map((line) => line.replace(/^\s+- /, '').trim())
  .filter(Boolean);
const descriptionOf = (line: string) =>
  interactions.map((i) => i.description).find((d) => line === d || line.endsWith(` - ${d}`)) ?? line;
const failed = new Set(failedLines.map(descriptionOf));
const missed = [...expected].filter((d) => !failed.has(d));
const unexpected = [...failed].filter((d) => !expected.has(d));

if (expected.size === 0) {
  console.error(
    'No interaction breaks a request convention on purpose: a backend that ignores ScopeId, Uid, WorkspaceId and X-XSRF-TOKEN would pass.',
  );
  process.exit(1);
}
if (missed.length > 0 || unexpected.length > 0) {
  console.error(output);
  if (missed.length > 0)
    console.error(
      `A provider that ignores the conventions passed:\n${missed.map((d) => `  - ${d}`).join('\n')}`,
    );
  if (unexpected.length > 0)
    console.error(`Failed for another reason:\n${unexpected.map((d) => `  - ${d}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `A provider that ignores the request conventions fails the ${expected.size} interaction(s) that break them on purpose:\n` +
    [...expected].map((d) => `  - ${d}`).join('\n'),
);
