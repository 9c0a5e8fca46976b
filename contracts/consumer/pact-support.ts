import { PactV3 } from '@pact-foundation/pact';
import { InMemoryRequestEvents } from '../../src/adapters/events/in-memory-request-events';
import { FetchHttpClient } from '../../src/adapters/http/fetch-http-client';
import type { HttpConfig } from '../../src/adapters/http/http-config';
import type { RequestFailure } from '../../src/domain/platform/error-catalogue';

process.env.PACT_DO_NOT_TRACK = 'true';

/** One consumer and one provider: every interaction lands in contracts/pacts/GridworkSpa-GridworkApi.json. */
export function gridworkPact(): PactV3 {
  return new PactV3({ consumer: 'GridworkSpa', provider: 'GridworkApi', dir: 'contracts/pacts', logLevel: 'warn' });
}

/**
 * Placeholder credentials: the provider states create a real session and the verifier's request filter
 * swaps these for it (contracts/provider/mock-state-handlers.ts).
 */
export const SESSION_COOKIE = 'gw_session=consumer-session; XSRF-TOKEN=consumer-xsrf';
export const XSRF = 'consumer-xsrf';

/** Headers every GET of a signed-in user (workspace 1, workspace scope 0) carries. */
export const getHeaders = (uid: number) => ({ Cookie: SESSION_COOKIE, ScopeId: '0', Uid: String(uid), WorkspaceId: '1' });
/** Headers of every non-GET call: the anti-forgery header and JSON too. */
export const postHeaders = (uid: number) => ({ ...getHeaders(uid), 'X-XSRF-TOKEN': XSRF, 'Content-Type': 'application/json' });
export const ADMIN = 1;
export const MEMBER = 2;
export const adminHeaders = getHeaders(ADMIN);
export const adminPostHeaders = postHeaders(ADMIN);

/** The real transport aimed at the Pact mock server, as a signed-in user (by id) or signed out (null). */
export function httpClientFor(baseUrl: string, uid: number | null) {
  const signedIn = uid !== null;
  const failures: RequestFailure[] = [];
  const events = new InMemoryRequestEvents();
  events.subscribe({ failed: (failure) => failures.push(failure) });
  const config: HttpConfig = {
    baseUrl,
    fetch: globalThis.fetch,
    antiForgeryToken: () => (signedIn ? XSRF : null),
    // Each test has its own Pact mock server, often on a port an earlier one just gave up. Node's fetch pools
    // keep-alive connections by host and port, and a stopped Pact server still answers on the connections it
    // had open: a reused one took the request to the old server, and the new one reported it "expected but
    // not received" (about 1 run in 4 on a busy machine). One connection per request keeps tests apart.
    extraHeaders: (): Record<string, string> => ({
      Connection: 'close',
      ...(signedIn ? { Cookie: SESSION_COOKIE } : {}),
    }),
  };
  const context = {
    scope: () =>
      signedIn
        ? { userId: uid, workspaceId: 1, scopeId: 0, primaryScopeId: 0, isDirect: false }
        : { userId: null, workspaceId: null, scopeId: 0, primaryScopeId: null, isDirect: false },
  };
  return { http: new FetchHttpClient(config, context, events), failures };
}
