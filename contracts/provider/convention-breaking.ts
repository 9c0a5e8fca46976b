/** What verify-lax.ts reads of a pact file. */
interface PactRequest {
  method?: string;
  headers?: Record<string, string | string[]>;
  generators?: { header?: Record<string, { type?: string; expression?: string }> };
}
export interface PactInteraction {
  description: string;
  request: PactRequest;
}

/** The session value each convention header must carry when it tells the truth (docs/contracts.md, "Session values"). */
const TRUTH: Record<string, string> = {
  uid: '${Uid}',
  workspaceid: '${WorkspaceId}',
  scopeid: '${ScopeId}',
  directscopeid: '${ScopeId}',
  'x-xsrf-token': '${XsrfToken}',
};

/**
 * True when a signed-in interaction breaks a request convention on purpose: a convention header that does not carry
 * its session's value (another user's id, a foreign scope, a stale token), a state-changing call without
 * `X-XSRF-TOKEN` (the generated twins, xsrf-twins.ts), or `ImpersonateScopeId`. A provider that ignores the
 * conventions answers such a request as if it were well-formed, so it must fail these interactions.
 */
export function breaksAConvention(interaction: PactInteraction): boolean {
  const headers = interaction.request.headers ?? {};
  const generators = Object.fromEntries(
    Object.entries(interaction.request.generators?.header ?? {}).map(([name, g]) => [
      name.toLowerCase(),
      g.expression,
    ]),
  );
  const names = Object.keys(headers).map((name) => name.toLowerCase());
  if (generators.cookie !== '${Cookie}') return false;
  if (names.includes('impersonatescopeid')) return true;
  const method = (interaction.request.method ?? 'GET').toUpperCase();
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && !names.includes('x-xsrf-token')) return true;
  return names.some((name) => name in TRUTH && generators[name] !== TRUTH[name]);
}
