import { matchRoute } from '../../domain/routing/route-matcher';
import type { AppStores } from '../../stores/app-stores';
import { preloadPage } from './page-registry';

/**
 * A page load, while the server is asked who is signed in: a browser that very likely is (a live session
 * record) starts loading the page's code at once, so that code and the answer about the user travel side by
 * side rather than one after the other. The page's first call already left with the page load
 * (adapters/http/boot-fetch.ts), and the guards still decide what shows once the user is known. Answers the page's
 * loading when it started it, which React's first render waits for (render-when-ready.ts).
 */
export function startEarly(
  stores: Pick<AppStores, 'session'>,
  path: string,
  preload = preloadPage,
): Promise<void> | undefined {
  if (!stores.session.likelySignedIn()) return undefined;
  const match = matchRoute(path);
  if (match?.route.authState !== 'Logged') return undefined;
  return preload(match.route.id);
}
