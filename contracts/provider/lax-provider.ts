import type { MockServer } from '../../mock-server/app';
import { startRewritingProxy } from './rewriting-proxy';

/**
 * A provider that ignores the request conventions of platform spec §7: in front of our mock server, it replaces
 * whatever a signed-in request says in `ScopeId`/`DirectScopeId`, `ImpersonateScopeId`, `Uid`, `WorkspaceId` and
 * `X-XSRF-TOKEN` with the session's own values, as a backend that never reads those headers would behave. The pacts
 * must catch it (contracts/provider/verify-lax.ts).
 */
export const startLaxProvider = (mock: MockServer, mockPort: number) =>
  startRewritingProxy(mock, mockPort, ({ method, headers, caller }) => {
    if (!caller) return;
    const { session, user } = caller;
    for (const name of ['scopeid', 'directscopeid', 'impersonatescopeid']) delete headers[name];
    const direct = user.isDirect && user.primaryScopeId === session.scopeId;
    headers[direct ? 'directscopeid' : 'scopeid'] = String(session.scopeId);
    headers.uid = String(user.id);
    headers.workspaceid = String(user.workspaceId);
    if (method !== 'GET') headers['x-xsrf-token'] = session.xsrf;
  });
