import type { AddressInfo } from 'node:net';
import { createMockServer } from '../../mock-server/app';
import { breaksAConvention } from './convention-breaking';
import { startLaxProvider } from './lax-provider';
import { failedInteractions, readInteractions, runVerifyCli } from './run-verify-cli';

/**
 * The last step of `npm run test:contracts`: the pacts must catch a backend that ignores the request conventions.
 * It verifies a lax provider (our mock behind a proxy that makes every convention header tell the truth,
 * contracts/provider/lax-provider.ts) with `npm run contracts:verify` and passes only when exactly the interactions
 * that break a convention on purpose fail, and at least one does.
 */
const interactions = readInteractions();
const expected = new Set(interactions.filter(breaksAConvention).map((i) => i.description));

const mock = createMockServer({ dataFile: null });
await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
const lax = await startLaxProvider(mock, (mock.server.address() as AddressInfo).port);
const { output } = await runVerifyCli(['--base-url', lax.url]);
lax.server.close();
await mock.close();

const failed = failedInteractions(
  output,
  interactions.map((i) => i.description),
);
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
