import { inject, injectable } from 'inversify';
import { Dialogs } from '../../ports/dialogs.port';
import { PageUnload } from '../../ports/page-unload.port';

export const LEAVE_PAGE_PROMPT = 'You have unsaved changes. Are you sure you want to leave this page?';

/**
 * Pages register their dirty forms here; a route change asks before leaving and closing or
 * reloading the tab triggers the browser's own prompt (platform spec §4).
 */
@injectable()
export class UnsavedChanges {
  private readonly trackers = new Map<string, () => boolean>();

  constructor(
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(PageUnload) private readonly pageUnload: PageUnload,
  ) {}

  start(): () => void {
    return this.pageUnload.guard(() => this.isDirty());
  }

  /** Tracks a form while its page is open; call the returned function when the page closes. */
  track(id: string, isDirty: () => boolean): () => void {
    this.trackers.set(id, isDirty);
    return () => this.trackers.delete(id);
  }

  isDirty(): boolean {
    for (const isDirty of this.trackers.values()) if (isDirty()) return true;
    return false;
  }

  /** Resolves true when the user may leave: nothing unsaved, or they confirmed. */
  async confirmLeave(): Promise<boolean> {
    if (!this.isDirty()) return true;
    return this.dialogs.confirm({
      title: 'Unsaved changes',
      message: LEAVE_PAGE_PROMPT,
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
    });
  }
}
