/** Cookie names of the session (platform spec §7). */
export const SESSION_COOKIE = 'gw_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** Parses a `Cookie` request header; later duplicates do not override the first value, as in browsers' order. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/** Rebuilds a `Cookie` header with `replacements` set and every other cookie kept. */
export function replaceCookies(header: string | undefined, replacements: Record<string, string>): string {
  const kept = [...parseCookies(header)].filter(([name]) => !(name in replacements));
  return [...kept, ...Object.entries(replacements)]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}
