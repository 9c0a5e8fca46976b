import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  defaultStatesUrl,
  describeFailure,
  forwardStatesTo,
  verifyProvider,
} from './provider/verify-provider';

/** `npm run contracts:verify -- --base-url URL`: verifies any backend against our pacts. */
const USAGE = `Usage: npm run contracts:verify -- --base-url <url> [--states-url <url>] [--pact <file>]...

Verifies a running backend against the pacts in contracts/pacts/ (or the --pact files).
  --base-url    the backend's base URL, e.g. http://127.0.0.1:3000
  --states-url  the backend's provider-state endpoint (default: <base-url>/_pact/provider-states). It receives
                POST {"state", "params", "action": "setup"|"teardown"} before and after each interaction and
                answers a JSON object of values (session cookie, anti-forgery token, ids it created) that the
                pacts inject into the requests. See docs/api.md, "Contracts".
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
const statesUrl = values['states-url'] ?? defaultStatesUrl(baseUrl);
for (const [flag, url] of [
  ['--base-url', baseUrl],
  ['--states-url', statesUrl],
] as const) {
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    fail(`${flag} is not an http(s) URL: ${url}`);
}

try {
  await verifyProvider({
    providerBaseUrl: baseUrl,
    stateHandlers: forwardStatesTo(statesUrl),
    pactUrls: values.pact?.map((pact) => (/^https?:/.test(pact) ? pact : resolve(pact))),
  });
  console.log(`${baseUrl} honours the pacts.`);
} catch (error) {
  console.error(`Verification of ${baseUrl} failed: ${describeFailure(error)}`);
  process.exit(1);
}
