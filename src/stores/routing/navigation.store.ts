import { inject, injectable } from 'inversify';
import { UnsavedChanges } from '../../application/platform/track-unsaved-changes.use-case';
import { GuardRoute } from '../../application/routing/guard-route.use-case';
import { PrefetchRouteData } from '../../application/routing/prefetch-route-data.use-case';
import type { NavigationDecision } from '../../domain/routing/route-guard';

/** Route guarding and the leave-page prompt, for the route host. */
@injectable()
export class NavigationStore {
  constructor(
    @inject(GuardRoute) private readonly guard: GuardRoute,
    @inject(UnsavedChanges) private readonly unsaved: UnsavedChanges,
    @inject(PrefetchRouteData) private readonly prefetch: PrefetchRouteData,
  ) {}

  /**
   * The guards' decision for a path; a page that will show starts its first call right after (the route host
   * decides while rendering, and starting a call changes what other views show: the count of pending calls).
   */
  decide(path: string): NavigationDecision {
    const decision = this.guard.decide(path);
    if (decision.kind === 'render') {
      const { match } = decision;
      queueMicrotask(() => this.prefetch.run(match));
    }
    return decision;
  }

  defaultPath(): string {
    return this.guard.defaultPath();
  }

  /** The default page to link to from the page at `path`, or null when that is the page itself. */
  homeFrom(path: string): string | null {
    return this.guard.homeFrom(path);
  }

  afterSignIn(loginPath: string): string {
    return this.guard.afterSignIn(loginPath);
  }

  canOpen(path: string): boolean {
    return this.guard.canOpen(path);
  }

  get recentPaths(): readonly string[] {
    return this.guard.recent;
  }

  isDirty(): boolean {
    return this.unsaved.isDirty();
  }

  confirmLeave(): Promise<boolean> {
    return this.unsaved.confirmLeave();
  }

  /**
   * A page registers a form whose unsaved changes must not be lost silently; `saving` gives a save on its way, which
   * leaving waits for (an attempt's autosave).
   */
  track(id: string, isDirty: () => boolean, saving?: () => Promise<unknown> | null): () => void {
    return this.unsaved.track(id, isDirty, saving);
  }
}
