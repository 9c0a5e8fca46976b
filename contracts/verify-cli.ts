import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeFailure, verifyProvider } from './provider/verify-provider';

/** `npm run contracts:verify -- --base-url URL`: verifies any backend against our pacts. */
const USAGE = `Usage: npm run contracts:verify -- --base-url <url> [--states-url <url>] [--pact <file>]...

Verifies a running backend against the pacts in contracts/pacts/ (or the --pact files).
  --base-url    the backend's base URL, e.g. http://localhost:3000
  --states-url  the backend's provider-state setup endpoint (POST {state, action, params});
                without it, provider states are not set up and interactions needing them may fail
  --pact        a pact file or URL to verify instead of contracts/pacts/*.json (repeatable)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

let values: { 'base-url'?: string; 'states-url'?: string; pact?: string[]; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'states-url': { type: 'string' },
      pact: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const baseUrl = values['base-url'] ?? fail('Missing --base-url.');
for (const [flag, url] of [
  ['--base-url', baseUrl],
  ['--states-url', values['states-url']],
] as const) {
  if (url !== undefined && !URL.canParse(url)) fail(`${flag} is not a URL: ${url}`);
}

try {
  await verifyProvider({
    providerBaseUrl: baseUrl,
    providerStatesSetupUrl: values['states-url'],
    pactUrls: values.pact?.map((pact) => (/^https?:/.test(pact) ? pact : resolve(pact))),
  });
  console.log(`${baseUrl} honours the pacts.`);
} catch (error) {
  console.error(`Verification of ${baseUrl} failed: ${describeFailure(error)}`);
  process.exit(1);
}
