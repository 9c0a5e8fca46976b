import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UserRecord } from '../../fixtures/types';
import { SESSION_COOKIE, parseCookies } from '../../mock-server/cookies';
import type { MockServer } from '../../mock-server/app';
import type { Session } from '../../mock-server/sessions';

/** A request as the proxy hands it to a rewrite: its method, path (without query), headers and live session. */
export interface ProxiedRequest {
  method: string;
  path: string;
  /** The headers sent on to the mock: a rewrite changes them in place. */
  headers: IncomingHttpHeaders;
  /** The session of the request's cookie and its user, when it is live. */
  caller?: { session: Session; user: UserRecord };
}

/**
 * A deliberately broken provider for the contract tests: our mock server behind a proxy that rewrites each request's
 * headers with `rewrite` before the mock sees them, as a backend that does not read them would behave
 * (lax-provider.ts, careless-provider.ts).
 */
export async function startRewritingProxy(
  mock: MockServer,
  mockPort: number,
  rewrite: (req: ProxiedRequest) => void,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const headers = { ...req.headers };
    const session = mock.sessions.get(parseCookies(req.headers.cookie).get(SESSION_COOKIE));
    const user = session && mock.store.userById(session.userId);
    rewrite({
      method: req.method ?? 'GET',
      path: (req.url ?? '/').split('?')[0],
      headers,
      caller: session && user ? { session, user } : undefined,
    });
    const upstream = request(
      { host: '127.0.0.1', port: mockPort, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ Message: `Rewriting proxy: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
