import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer } from '../../mock-server/app';
import { startCarelessProvider } from './careless-provider';
import { failedInteractions, runVerifyCli } from './run-verify-cli';
import { pactFiles } from './verify-provider';
import { originalOfXsrfTwin, type PactHttpInteraction } from './xsrf-twins';

/**
 * A step of `npm run test:contracts`: a backend that forgets the anti-forgery check on one route must fail
 * verification on that route, by name. It verifies our mock behind careless-provider.ts (no check on
 * POST /api/report/delete) with `npm run contracts:verify -- --pact <the reports area of the pact>`, and passes only
 * when exactly the anti-forgery twins of that route fail: the other reports calls, twins included, still pass.
 * One area rather than the whole pact keeps the step short; the lax provider (verify-lax.ts) covers every twin.
 */
const ROUTE = '/api/report/delete';
const AREA = '/api/report';

const [file] = pactFiles();
const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions: PactHttpInteraction[] };
pact.interactions = pact.interactions.filter((i) => i.request.path.startsWith(AREA));
const descriptions = pact.interactions.map((i) => i.description);
const onRoute = new Set(pact.interactions.filter((i) => i.request.path === ROUTE).map((i) => i.description));
const expected = descriptions.filter((d) => onRoute.has(d) && originalOfXsrfTwin(d) !== undefined);

const dir = mkdtempSync(join(tmpdir(), 'gridwork-careless-'));
const areaPact = join(dir, 'reports-area.json');
writeFileSync(areaPact, JSON.stringify(pact));
const mock = createMockServer({ dataFile: null });
await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
const careless = await startCarelessProvider(mock, (mock.server.address() as AddressInfo).port, ROUTE);
const { code, output } = await runVerifyCli(['--base-url', careless.url, '--pact', areaPact]);
careless.server.close();
await mock.close();
rmSync(dir, { recursive: true, force: true });

const failed = failedInteractions(output, descriptions);
const same = code !== 0 && failed.size === expected.length && expected.every((d) => failed.has(d));
if (expected.length === 0 || !same) {
  console.error(output);
  console.error(
    `A backend without the anti-forgery check on POST ${ROUTE} must fail exactly:\n` +
      `${expected.map((d) => `  - ${d}`).join('\n') || '  (no twin of that route in the pact)'}\n` +
      `It failed:\n${[...failed].map((d) => `  - ${d}`).join('\n') || '  (none)'}`,
  );
  process.exit(1);
}
console.log(
  `A backend without the anti-forgery check on POST ${ROUTE} fails verification on:\n` +
    `${expected.map((d) => `  - ${d}`).join('\n')}\n` +
    `and passes the other ${descriptions.length - expected.length} interactions of ${AREA}*.`,
);
