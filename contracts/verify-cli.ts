import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { unreachableReason } from './provider/reachability';
import {
  countResults,
  defaultStatesUrl,
  describeFailure,
  forwardStatesTo,
  verifyProvider,
  type VerificationCounts,
} from './provider/verify-provider';

/** `npm run contracts:verify -- --base-url URL`: verifies any backend against our pacts. */
const USAGE = `Usage: npm run contracts:verify -- --base-url <url> [--states-url <url>] [--pact <file>]...

Verifies a running backend against the pacts in contracts/pacts/ (or the --pact files).
  --base-url    the backend's base URL, e.g. http://127.0.0.1:3000
  --states-url  the backend's provider-state endpoint (default: <base-url>/_pact/provider-states). It receives
                POST {"state", "params", "action": "setup"|"teardown"} before and after each interaction and
                answers a JSON object of values (session cookie, anti-forgery token, ids it created) that the
                pacts inject into the requests. See docs/contracts.md, "The provider-state endpoint
                your backend implements".
  --pact        a pact file or URL to verify instead of contracts/pacts/*.json (repeatable)

It exits 0 when every interaction passes, else 1 with the failed ones listed; its last line counts both.
How to read a failure: docs/contracts.md, "Reading a failure".`;

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

// A backend that is down fails here in seconds: the Verifier would wait for each interaction in turn.
const endpoints = [['the backend (--base-url)', baseUrl]];
if (new URL(statesUrl).origin !== new URL(baseUrl).origin)
  endpoints.push(['the provider-state endpoint (--states-url)', statesUrl]);
for (const [what, url] of endpoints) {
  const reason = await unreachableReason(url);
  if (reason) {
    console.error(
      `Cannot reach ${what} at ${url}: ${reason}. Start it or correct the URL; nothing was verified.`,
    );
    process.exit(1);
  }
}

// The closing line: how many interactions passed and failed.
const tally = (counts: VerificationCounts | undefined) =>
  counts
    ? `: ${counts.passed + counts.failed} interactions, ${counts.passed} passed, ${counts.failed} failed.`
    : '.';
try {
  const counts = await verifyProvider({
    providerBaseUrl: baseUrl,
    stateHandlers: forwardStatesTo(statesUrl),
    pactUrls: values.pact?.map((pact) => (/^https?:/.test(pact) ? pact : resolve(pact))),
  });
  console.log(`${baseUrl} honours the pacts${tally(counts)}`);
} catch (error) {
  console.error(`Verification of ${baseUrl} failed: ${describeFailure(error)}`);
  const counts = countResults(error instanceof Error ? error.message : undefined);
  if (counts) console.error(`\n${baseUrl} fails the pacts${tally(counts)}`);
  process.exit(1);
}
