/** How the HTTP adapters reach the server. Bound by the composition root. */
export interface HttpConfig {
  /** Origin of the API; '' means same origin (the Vite proxy or the real server behind the SPA). */
  baseUrl: string;
  fetch: typeof fetch;
  /** The anti-forgery cookie's value, copied to X-XSRF-TOKEN on non-GET calls. */
  antiForgeryToken(): string | null;
  /** Extra headers on every call (tests use it to send a cookie from Node). */
  extraHeaders?: () => Record<string, string>;
}
export const HttpConfig = Symbol('HttpConfig');

/** Reads a cookie from a `document.cookie` style string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
