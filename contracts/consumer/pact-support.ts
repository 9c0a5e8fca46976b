import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { InMemoryRequestEvents } from '../../src/adapters/events/in-memory-request-events';
import { FetchHttpClient } from '../../src/adapters/http/fetch-http-client';
import type { HttpConfig } from '../../src/adapters/http/http-config';
import type { RequestFailure } from '../../src/domain/platform/error-catalogue';
import type { ScopeContext } from '../../src/domain/platform/request-conventions';
import { recordCalls } from '../spa-calls/call-record';
import { settleMatchesBeforeVerifying } from './settled-pact';

process.env.PACT_DO_NOT_TRACK = 'true';

const { fromProviderState } = MatchersV3;

/**
 * One consumer and one provider: every interaction lands in contracts/pacts/GridworkSpa-GridworkApi.json.
 * `executeTest` waits for the mock server to record its matches before Pact checks them (settled-pact.ts), and notes
 * which gateway methods made which interactions (contracts/spa-calls/).
 */
export function gridworkPact(): PactV3 {
  return recordCalls(
    settleMatchesBeforeVerifying(
      new PactV3({
        consumer: 'GridworkSpa',
        provider: 'GridworkApi',
        dir: 'contracts/pacts',
        logLevel: 'warn',
      }),
    ),
  );
}

/** The kinds of signed-in user a provider state makes (mock-server/provider-states/session.states.ts, docs/api.md). */
export type UserKind = 'admin' | 'member' | 'field' | 'site' | 'direct';

/**
 * `.given(...signedIn('admin'))`: a user of this kind is signed in. The state answers the session's values
 * (`Cookie`, `XsrfToken`, `Uid`, `WorkspaceId`, `ScopeId`), which the headers below inject into the request.
 */
export const signedIn = (user: UserKind) => ['a user is signed in', { user }] as const;
export const NO_ONE_SIGNED_IN = 'no one is signed in';

/**
 * Example credentials the consumer tests send. In the pact they are only examples: each request takes the real
 * values from its provider state (`fromProviderState`), so a backend never sees them.
 */
export const SESSION_COOKIE = 'gw_session=consumer-session; XSRF-TOKEN=consumer-xsrf';
export const XSRF = 'consumer-xsrf';

/** A value the provider state supplies (`${name}` of its answer), with the example the consumer test sends. */
export const fromState = <V>(name: string, example: V) => fromProviderState(`\${${name}}`, example);

/** The Cookie header: the session the state made. */
export const cookieHeader = () => fromState('Cookie', SESSION_COOKIE);
/** The `xsrf` parameter of a download URL, or the `X-XSRF-TOKEN` header. */
export const xsrfToken = () => fromState('XsrfToken', XSRF);

/** Headers every GET of a signed-in user carries (platform spec §7): session, ScopeId, Uid, WorkspaceId; uid is the example. */
export const getHeaders = (uid: number, scopeId = 0) => ({
  Cookie: cookieHeader(),
  ScopeId: fromState('ScopeId', String(scopeId)),
  Uid: fromState('Uid', String(uid)),
  WorkspaceId: fromState('WorkspaceId', '1'),
});
/** Headers of every non-GET call: the anti-forgery header and JSON too. */
export const postHeaders = (uid: number, scopeId = 0) => ({
  ...getHeaders(uid, scopeId),
  'X-XSRF-TOKEN': xsrfToken(),
  'Content-Type': 'application/json',
});
export const ADMIN = 1;
export const MEMBER = 2;
export const adminHeaders = getHeaders(ADMIN);
export const adminPostHeaders = postHeaders(ADMIN);

/** Headers of a direct user's GET in their primary scope: `DirectScopeId` instead of `ScopeId` (platform spec §6). */
export const directGetHeaders = (uid: number, scopeId: number) => {
  const { ScopeId: _scope, ...rest } = getHeaders(uid, scopeId);
  return { ...rest, DirectScopeId: fromState('ScopeId', String(scopeId)) };
};

/**
 * The real transport aimed at the Pact mock server, as a signed-in user (by id) or signed out (null); `scope`
 * overrides what the tab knows of its user (a direct user, an impersonated scope).
 */
export function httpClientFor(
  baseUrl: string,
  uid: number | null,
  scope: Partial<ScopeContext> = {},
  options: { xsrf?: string } = {},
) {
  const signedIn = uid !== null;
  const failures: RequestFailure[] = [];
  const warnings: string[] = [];
  const events = new InMemoryRequestEvents();
  events.subscribe({
    failed: (failure) => failures.push(failure),
    warned: (message) => warnings.push(message),
  });
  const config: HttpConfig = {
    baseUrl,
    fetch: globalThis.fetch,
    antiForgeryToken: () => (signedIn ? (options.xsrf ?? XSRF) : null),
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
        ? { userId: uid, workspaceId: 1, scopeId: 0, primaryScopeId: 0, isDirect: false, ...scope }
        : { userId: null, workspaceId: null, scopeId: 0, primaryScopeId: null, isDirect: false },
  };
  return { http: new FetchHttpClient(config, context, events), failures, warnings, events };
}
