import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE, parseCookies } from '../../mock-server/cookies';
import type { MockServer } from '../../mock-server/app';

/**
 * A provider that ignores the request conventions of platform spec §7: in front of our mock server, it replaces
 * whatever a signed-in request says in `ScopeId`/`DirectScopeId`, `ImpersonateScopeId`, `Uid`, `WorkspaceId` and
 * `X-XSRF-TOKEN` with the session's own values, as a backend that never reads those headers would behave. The pacts
 * must catch it (contracts/provider/verify-lax.ts).
 */
export async function startLaxProvider(
  mock: MockServer,
  mockPort: number,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const headers = { ...req.headers };
    const session = mock.sessions.get(parseCookies(req.headers.cookie).get(SESSION_COOKIE));
    const user = session && mock.store.userById(session.userId);
    if (session && user) {
      for (const name of ['scopeid', 'directscopeid', 'impersonatescopeid']) delete headers[name];
      const direct = user.isDirect && user.primaryScopeId === session.scopeId;
      headers[direct ? 'directscopeid' : 'scopeid'] = String(session.scopeId);
      headers.uid = String(user.id);
      headers.workspaceid = String(user.workspaceId);
      if (req.method !== 'GET') headers['x-xsrf-token'] = session.xsrf;
    }
    const upstream = request(
      { host: '127.0.0.1', port: mockPort, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ Message: `Lax provider: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
