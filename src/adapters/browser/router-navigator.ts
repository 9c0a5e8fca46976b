import { injectable } from 'inversify';
import type { Navigator } from '../../ports/navigator.port';

export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): unknown;
  state: { location: { pathname: string; search: string } };
}

export const FORCED_NAVIGATION = { forced: true } as const;

/** Navigation through the react-router data router, attached once the router exists. */
@injectable()
export class RouterNavigator implements Navigator {
  private router: RouterLike | null = null;

  attach(router: RouterLike): void {
    this.router = router;
  }

  currentPath(): string {
    const location = this.router?.state.location ?? window.location;
    return `${location.pathname}${location.search}`;
  }

  /**
   * Navigations the application decides (sign-out, 401, 403) are marked forced: the leave-page prompt
   * is for the user's own moves, and must not keep a signed-out user on a page.
   */
  go(path: string, options?: { replace?: boolean }): void {
    if (this.router) void this.router.navigate(path, { replace: options?.replace, state: FORCED_NAVIGATION });
    else window.location.assign(path);
  }

  reload(): void {
    window.location.reload();
  }
}
