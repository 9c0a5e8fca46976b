import { inject, injectable } from 'inversify';
import {
  canOpen,
  decideNavigation,
  defaultPathFor,
  type NavigationDecision,
} from '../../domain/routing/route-guard';
import { RouteHistory } from '../../domain/routing/route-history';
import { isSamePage } from '../../domain/routing/route-matcher';
import { UserContext } from '../../ports/user-context.port';

/** Every navigation passes the route guards (platform spec §4) and is kept in the route history. */
@injectable()
export class GuardRoute {
  private history = RouteHistory.empty();

  constructor(@inject(UserContext) private readonly users: UserContext) {}

  decide(path: string): NavigationDecision {
    const user = this.users.user;
    const decision = decideNavigation({ path, user: user && user.logged ? user : null });
    if (decision.kind === 'render') this.history = this.history.push(decision.match.path);
    return decision;
  }

  defaultPath(): string {
    return defaultPathFor(this.users.user);
  }

  /** The user's default page as a link from the page at `path`: null on that page itself (a link to where one is). */
  homeFrom(path: string): string | null {
    const home = this.defaultPath();
    return isSamePage(home, path) ? null : home;
  }

  /** Where a user who has just signed in on `loginPath` (with its returnUrl) goes: the guard decides. */
  afterSignIn(loginPath: string): string {
    const decision = this.decide(loginPath);
    return decision.kind === 'redirect' ? decision.to : this.defaultPath();
  }

  /** Whether the signed-in user may open a page: links to pages they cannot open are not shown. */
  canOpen(path: string): boolean {
    return canOpen(path, this.users.user);
  }

  /** The most recent paths, oldest first (at most 50). */
  get recent(): readonly string[] {
    return this.history.paths;
  }
}
