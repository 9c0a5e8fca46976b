import { matchRoute } from '../../domain/routing/route-matcher';
import type { AppStores } from '../../stores/app-stores';
import { preloadPage } from './page-registry';

/**
 * A page load, while the server is asked who is signed in: a browser that very likely is (a live session
 * record) starts loading the page's code and its first call at once, so that code, data and the answer about
 * the user travel side by side rather than one after the other. The guards still decide what shows once the
 * user is known; a call made for someone else is never used (RequestPrefetch).
 */
export function startEarly(stores: Pick<AppStores, 'session' | 'navigation'>, path: string): void {
  if (!stores.session.likelySignedIn()) return;
  const match = matchRoute(path);
  if (match?.route.authState !== 'Logged') return;
  preloadPage(match.route.id);
  stores.navigation.prefetchEarly(path);
}
