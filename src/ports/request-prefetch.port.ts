import type { Query } from './http-client.port';

/**
 * Starts a page's first GET early: as soon as the route is decided, while the page's code is still loading
 * (route-level data loading). The next `HttpClient.get` of the same path, query and scope takes the answer
 * over, once; until then the call is silent (a failure reaches the error catalogue only through that get).
 * Asked before the current user is known (a page load), the call goes with the scope of the browser's last
 * signed-in call, if there was one; if the user turns out to be someone else, nobody takes that answer.
 */
export interface RequestPrefetch {
  prefetch(path: string, query?: Query): void;
}
export const RequestPrefetch = Symbol('RequestPrefetch');
