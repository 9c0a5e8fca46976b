import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier, type LogLevel, type VerifierOptions } from '@pact-foundation/pact';
// Type-only deep import: the package root does not export the HTTP state handler types by name.
import type { ProxyOptions, StateHandlers } from '@pact-foundation/pact/src/dsl/verifier/proxy/types';

export type { StateHandlers };
export type RequestFilter = NonNullable<ProxyOptions['requestFilter']>;

/** Where the consumer tests write their pacts. */
export const PACTS_DIR = fileURLToPath(new URL('../pacts/', import.meta.url));

/** Every `*.json` pact in `dir`, sorted. */
export function pactFiles(dir = PACTS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

export interface VerifyProviderOptions {
  /** The backend under test, e.g. `http://127.0.0.1:3000`. */
  providerBaseUrl: string;
  /** Pact files or URLs; defaults to every pact in contracts/pacts/. */
  pactUrls?: string[];
  /** How provider states are set up: usually `forwardStatesTo(the backend's state-change URL)`. */
  stateHandlers: StateHandlers;
  /** Rewrites each request before it reaches the provider. */
  requestFilter?: RequestFilter;
  logLevel?: LogLevel;
}

/** Default state-change URL of a backend: `POST {base}/_pact/provider-states` (docs/contracts.md). */
export const defaultStatesUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/_pact/provider-states`;

/**
 * State handlers that hand every state, whatever its name, to the backend's state-change endpoint as Pact's
 * own verifiers do (`POST { state, params, action }`), and return its JSON answer: the values Pact injects where
 * the pact says `fromProviderState`. A refused or unreadable answer fails the interaction with the reason.
 */
export function forwardStatesTo(statesUrl: string, fetchImpl: typeof fetch = fetch): StateHandlers {
  const call = async (state: string, action: 'setup' | 'teardown', params: unknown) => {
    const response = await fetchImpl(statesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Connection: 'close' },
      body: JSON.stringify({ state, params: params ?? {}, action }),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(
        `The provider state "${state}" (${action}) was refused by ${statesUrl}: ${response.status} ${text.slice(0, 300)}`,
      );
    }
    if (action === 'teardown' || text.trim() === '') return undefined;
    const values: unknown = JSON.parse(text);
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      throw new Error(
        `The provider state "${state}" answered ${text.slice(0, 100)}: a JSON object of values was expected.`,
      );
    }
    return values as Record<string, string | number | boolean>;
  };
  const handler = (state: string) => ({
    setup: (params?: unknown) => call(state, 'setup', params),
    teardown: (params?: unknown) => call(state, 'teardown', params),
  });
  // Pact looks a handler up by the state's name: every name is answered by the same forwarding handler.
  return new Proxy({} as StateHandlers, {
    get: (_target, name) => (typeof name === 'string' ? handler(name) : undefined),
  });
}

/**
 * Works around pact-foundation/pact-js#1602 (in 16.4.0): the verifier's proxy forwards a parsed `{}` or `[]`
 * body as zero bytes while keeping `Content-Length: 2`, so the provider waits for the body until time-out.
 * Its `parseBody` forwards a Buffer as is, so an empty JSON body is handed over as its bytes.
 */
export const keepEmptyJsonBodies: RequestFilter = (req, _res, next) => {
  const body: unknown = req.body;
  if (
    typeof body === 'object' &&
    body !== null &&
    !Buffer.isBuffer(body) &&
    Object.keys(body).length === 0 &&
    Number(req.headers['content-length']) > 0
  ) {
    req.body = Buffer.from(JSON.stringify(body));
  }
  next();
};

function withWorkarounds(filter: RequestFilter | undefined): RequestFilter {
  return (req, res, next) => keepEmptyJsonBodies(req, res, () => (filter ? filter(req, res, next) : next()));
}

function providerName(pactUrls: string[]): string | undefined {
  const names = new Set<string>();
  for (const url of pactUrls) {
    if (!existsSync(url)) continue;
    const pact = JSON.parse(readFileSync(url, 'utf8')) as { provider?: { name?: string } };
    if (pact.provider?.name) names.add(pact.provider.name);
  }
  return names.size === 1 ? [...names][0] : undefined;
}

/** How many interactions a verification passed and failed. */
export interface VerificationCounts {
  passed: number;
  failed: number;
}

/**
 * The counts in the Verifier's JSON report (its `interactionResults`, one per interaction verified, "OK" when it
 * passed), or undefined when `report` is not such a report (Pact could not run at all).
 */
export function countResults(report: unknown): VerificationCounts | undefined {
  try {
    const { interactionResults } = JSON.parse(String(report)) as {
      interactionResults?: { result?: string }[];
    };
    if (!Array.isArray(interactionResults)) return undefined;
    const passed = interactionResults.filter((r) => r.result === 'OK').length;
    return { passed, failed: interactionResults.length - passed };
  } catch {
    return undefined;
  }
}

/**
 * Replays the pacts against a running backend with Pact's Verifier and answers how many interactions passed;
 * rejects when any interaction fails (the error's message is the Verifier's JSON report: see countResults).
 */
export async function verifyProvider(
  options: VerifyProviderOptions,
): Promise<VerificationCounts | undefined> {
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  const pactUrls = options.pactUrls ?? pactFiles();
  if (pactUrls.length === 0) {
    throw new Error(`No pact files in ${PACTS_DIR}: run the consumer tests first (npm run test:contracts).`);
  }
  const verifier = new Verifier({
    provider: providerName(pactUrls),
    providerBaseUrl: options.providerBaseUrl,
    pactUrls,
    // VerifierOptions intersects HTTP and message state handlers, which rejects the documented `{ setup, teardown }`
    // form at the type level only (the proxy accepts it at run time).
    stateHandlers: options.stateHandlers as VerifierOptions['stateHandlers'],
    requestFilter: withWorkarounds(options.requestFilter),
    logLevel: options.logLevel ?? 'warn',
  });
  return countResults(await verifier.verifyProvider());
}

/**
 * A one-paragraph summary of a verification error: Pact has already printed the readable report, and its
 * error message is that report again as one long JSON string.
 */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(message) as { errors?: { interaction?: string }[] };
    const failed = (report.errors ?? []).map((e) => `  - ${e.interaction ?? 'an interaction'}`);
    if (failed.length > 0)
      return `${failed.length} interaction(s) failed (details above):\n${failed.join('\n')}`;
  } catch {
    // Not a Pact report: show the message as is.
  }
  return message;
}
