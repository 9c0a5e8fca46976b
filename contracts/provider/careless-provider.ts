import type { MockServer } from '../../mock-server/app';
import { startRewritingProxy } from './rewriting-proxy';

/**
 * A provider that forgets the anti-forgery check on one route and on no other: in front of our mock server, a POST to
 * `route` of a live session gets the session's own `X-XSRF-TOKEN`, whatever the request sent, as a backend that does
 * not check it there would behave. The pacts must catch it on that route (contracts/provider/verify-careless.ts).
 */
export const startCarelessProvider = (mock: MockServer, mockPort: number, route: string) =>
  startRewritingProxy(mock, mockPort, ({ method, path, headers, caller }) => {
    if (caller && method === 'POST' && path === route) headers['x-xsrf-token'] = caller.session.xsrf;
  });
