/**
 * Which web pages may open the hub's WebSocket. A browser sends `Origin` on every WebSocket upgrade and
 * attaches the session cookie whatever the page, so without this check any site could open a hub
 * connection in a signed-in user's name (cross-site WebSocket hijacking).
 */
export const ALLOWED_ORIGINS_ENV = 'GRIDWORK_ALLOWED_ORIGINS';

/** `http://localhost:<port>` and `http://127.0.0.1:<port>` for each port. */
export const localOrigins = (ports: readonly number[]): string[] =>
  ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

const port = (text: string | undefined) => (text && /^\d{1,5}$/.test(text) ? [Number(text)] : []);

/**
 * The SPA on this machine: the Vite dev server (5173), `vite preview` (4173, or `PREVIEW_PORT`) and the
 * end-to-end run's app (`E2E_APP_PORT`, which scripts/e2e.mjs passes on to the mock server it starts).
 */
export function defaultAllowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const ports = new Set([5173, 4173, ...port(env.PREVIEW_PORT), ...port(env.E2E_APP_PORT)]);
  return localOrigins([...ports]);
}

/** An origin in canonical form (lower case, default port dropped), or undefined when `text` is not one. */
function canonical(text: string): string | undefined {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== 'null'
      ? url.origin
      : undefined;
  } catch {
    return undefined;
  }
}

/** The comma-separated origins of `GRIDWORK_ALLOWED_ORIGINS`, or undefined when it is unset or empty. */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const list = (env[ALLOWED_ORIGINS_ENV] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (list.length === 0) return undefined;
  return list.map((entry) => {
    const origin = canonical(entry);
    if (!origin) throw new Error(`${ALLOWED_ORIGINS_ENV}: '${entry}' is not an http(s) origin.`);
    return origin;
  });
}

/**
 * Whether an upgrade request may proceed. No `Origin` at all is a non-browser client (Node's `ws` and the
 * SignalR client in Node send none); it still needs the session cookie and a negotiated token. Otherwise
 * the origin must be listed, or be the server's own (`Origin` host equal to `Host`, as behind a proxy that
 * keeps the Host header). `Origin: null` (sandboxed frames, file: pages) is refused.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const actual = canonical(origin);
  if (!actual) return false;
  if (allowed.some((entry) => canonical(entry) === actual)) return true;
  return host !== undefined && new URL(actual).host === host.toLowerCase();
}

/** `GRIDWORK_ALLOWED_ORIGINS` when set (it replaces the defaults), else the local SPA origins. */
export const configuredAllowedOrigins = (env: NodeJS.ProcessEnv = process.env): string[] =>
  allowedOriginsFromEnv(env) ?? defaultAllowedOrigins(env);
