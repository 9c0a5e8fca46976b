import { inject, injectable } from 'inversify';
import { Dialogs } from '../../ports/dialogs.port';
import { PageUnload } from '../../ports/page-unload.port';

export const LEAVE_PAGE_PROMPT = 'You have unsaved changes. Are you sure you want to leave this page?';

interface Tracked {
  isDirty: () => boolean;
  saving?: () => Promise<unknown> | null;
}

/**
 * Pages register their dirty forms here; a route change asks before leaving and closing or
 * reloading the tab triggers the browser's own prompt (platform spec §4).
 */
@injectable()
export class UnsavedChanges {
  private readonly trackers = new Map<string, Tracked>();

  constructor(
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(PageUnload) private readonly pageUnload: PageUnload,
  ) {}

  start(): () => void {
    return this.pageUnload.guard(() => this.isDirty());
  }

  /**
   * Tracks a form while its page is open; call the returned function when the page closes. `saving` gives the save on
   * its way, if any: leaving waits for it (the page says so) instead of asking.
   */
  track(id: string, isDirty: () => boolean, saving?: () => Promise<unknown> | null): () => void {
    const tracked: Tracked = { isDirty, saving };
    this.trackers.set(id, tracked);
    return () => {
      if (this.trackers.get(id) === tracked) this.trackers.delete(id);
    };
  }

  isDirty(): boolean {
    for (const { isDirty } of this.trackers.values()) if (isDirty()) return true;
    return false;
  }

  /**
   * Resolves true when the user may leave: a save on its way is waited for first (issue 32 #11), then nothing
   * unsaved, or they confirmed.
   */
  async confirmLeave(): Promise<boolean> {
    const saves = [...this.trackers.values()].flatMap(({ saving }) => saving?.() ?? []);
    if (saves.length > 0) await Promise.allSettled(saves);
    if (!this.isDirty()) return true;
    return this.dialogs.confirm({
      title: 'Unsaved changes',
      message: LEAVE_PAGE_PROMPT,
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
    });
  }
}
