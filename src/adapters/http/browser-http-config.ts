import { readCookie, type HttpConfig } from './http-config';

/** The SPA in the browser: same origin (the dev proxy) unless VITE_API_BASE_URL names the backend. */
export function browserHttpConfig(baseUrl: string): HttpConfig {
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    fetch: (input, init) => window.fetch(input, init),
    antiForgeryToken: () => readCookie(document.cookie, 'XSRF-TOKEN'),
  };
}
