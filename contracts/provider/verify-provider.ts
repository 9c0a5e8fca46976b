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
  /** In-process provider state handlers (our mock server). */
  stateHandlers?: StateHandlers;
  /** Rewrites each request before it reaches the provider (e.g. real session cookies). */
  requestFilter?: RequestFilter;
  /** A foreign backend's own provider-state endpoint (replaces `stateHandlers`). */
  providerStatesSetupUrl?: string;
  logLevel?: LogLevel;
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

/** Replays the pacts against a running backend with Pact's Verifier; rejects when any interaction fails. */
export async function verifyProvider(options: VerifyProviderOptions): Promise<void> {
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
    ...(options.providerStatesSetupUrl ? { providerStatesSetupUrl: options.providerStatesSetupUrl } : {}),
    logLevel: options.logLevel ?? 'warn',
  });
  await verifier.verifyProvider();
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
