import { matchRoute } from '../../domain/routing/route-matcher';
import type { AppStores } from '../../stores/app-stores';
import { preloadPage } from './page-registry';

/**
 * A page load, while the server is asked who is signed in: a browser that very likely is (a live session
 * record) starts loading the page's code at once, so that code and the answer about the user travel side by
 * side rather than one after the other. The page's first call already left with the page load
 * (adapters/http/boot-fetch.ts), and the guards still decide what shows once the user is known.
 */
export function startEarly(stores: Pick<AppStores, 'session'>, path: string, preload = preloadPage): void {
  if (!stores.session.likelySignedIn()) return;
  const match = matchRoute(path);
  if (match?.route.authState !== 'Logged') return;
  preload(match.route.id);
}
