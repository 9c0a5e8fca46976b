import { decideNavigation } from '../../domain/routing/route-guard';
import { matchRoute } from '../../domain/routing/route-matcher';
import type { AppStores } from '../../stores/app-stores';
import type { PagePreparer } from '../app/feature-pages';
import type { StoreResolver } from '../app/stores-context';
import { pagePreparer, preloadPage } from './page-registry';

/** What opening a page before React's first render needs: the session's first load and the container's stores. */
export interface EarlyOpening {
  /** The session's load of who is signed in (SessionStore.boot). */
  readonly booted: Promise<void>;
  readonly resolve: StoreResolver;
  /** Whether React's first render is still to come: a page already drawn opens its own store. */
  readonly beforeRender: () => boolean;
  /** The page's preparer, with its code (page-registry.ts). */
  readonly preparer?: (routeId: string) => Promise<PagePreparer | undefined> | undefined;
}

/**
 * A page load, while the server is asked who is signed in: a browser that very likely is (a live session
 * record) starts loading the page's code at once, so that code and the answer about the user travel side by
 * side rather than one after the other. The page's first call already left with the page load
 * (adapters/http/boot-fetch.ts), and the guards still decide what shows once the user is known. Answers the page's
 * loading when it started it, which React's first render waits for (render-when-ready.ts).
 *
 * With `opening`, once the user is known and the guards would show the page, the page is also opened on its data
 * (a page with a preparer: its store takes the page load's answer), and the answer settles only then: React's first
 * render then draws the page with its data (ADR 0007's amendment, issue 36). Not once React has rendered (its wait
 * ran out): the page on screen has opened its own store by then.
 */
export function startEarly(
  stores: Pick<AppStores, 'session' | 'user'>,
  path: string,
  preload: (routeId: string) => Promise<void> | undefined = preloadPage,
  opening?: EarlyOpening,
): Promise<void> | undefined {
  if (!stores.session.likelySignedIn()) return undefined;
  const match = matchRoute(path);
  if (match?.route.authState !== 'Logged') return undefined;
  const code = preload(match.route.id);
  if (!code || !opening) return code;
  const preparer = (opening.preparer ?? pagePreparer)(match.route.id);
  return Promise.all([code, preparer, opening.booted]).then(([, prepare]) => {
    if (!prepare || !opening.beforeRender()) return undefined;
    // The guards decide as the route host will: a page the user may not see is not opened.
    const user = stores.user.user;
    const decision = decideNavigation({ path, user: user?.logged ? user : null });
    if (decision.kind !== 'render' || decision.match.route.id !== match.route.id) return undefined;
    // Synchronously up to the store's opening, so that a render cannot come in between.
    return prepare(decision.match, opening.resolve);
  });
}
