import { inject, injectable } from 'inversify';
import {
  DRAFT_DISCARD_LABEL,
  DRAFT_PROMPT_TITLE,
  DRAFT_RESTORE_LABEL,
  draftEntries,
  draftOf,
  draftPrompt,
} from '../../domain/forms/instance/form-draft';
import { Clock } from '../../ports/clock.port';
import { Dialogs } from '../../ports/dialogs.port';
import { DraftStore } from '../../ports/draft-store.port';
import { FormLibraries } from '../../ports/form-libraries.port';
import { UserContext } from '../../ports/user-context.port';
import { accessOf, isEncrypted, type FormInstanceModel } from './form-instance-model';

/**
 * Nothing typed is lost (issue 5): the unsaved entries of an instance are kept in the browser at every
 * change, offered back to the same user when the instance is opened again, and cleared on save or cancel
 * (and, by SignOut, when the session ends).
 */
@injectable()
export class KeepFormDraft {
  constructor(
    @inject(DraftStore) private readonly drafts: DraftStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(UserContext) private readonly users: UserContext,
    @inject(FormLibraries) private readonly libraries: FormLibraries,
  ) {}

  /** Keeps the unsaved entries (none: the draft is removed). Signed out, nothing is kept: a draft belongs to a user. */
  keep(instanceId: number, entries: ReadonlyMap<number, string>): void {
    const userId = this.users.user?.userId;
    if (userId === undefined) return;
    if (entries.size === 0) {
      this.drafts.remove(instanceId, userId);
      return;
    }
    this.drafts.write(draftOf(instanceId, userId, this.clock.now(), entries));
  }

  /**
   * Offers back the entries of an earlier visit: "You have unsaved changes from <time>. Restore them?".
   * Resolves to the entries to restore, or null (no draft of this user, the user discarded it, or moment, which
   * shows its time, could not be downloaded).
   */
  async offer(model: FormInstanceModel): Promise<Map<number, string> | null> {
    const instanceId = model.instance.InstanceId;
    const userId = this.users.user?.userId;
    if (userId === undefined) return null;
    const draft = this.drafts.read(instanceId, userId);
    if (!draft || draft.userId !== userId) return null;
    const entries = draftEntries(draft, (id) => accessOf(model, id).edit && !isEncrypted(model.shapeOf.get(id)));
    if (entries.size === 0) {
      this.drafts.remove(instanceId, userId);
      return null;
    }
    // The prompt shows the draft's time with moment. Should it not download, the draft is not offered this time,
    // and stays until something new is typed.
    const loaded = await this.libraries.load(['dates']).then(
      () => true,
      () => false,
    );
    if (!loaded) return null;
    const restore = await this.dialogs.confirm({
      title: DRAFT_PROMPT_TITLE,
      message: draftPrompt(draft.savedAt),
      confirmLabel: DRAFT_RESTORE_LABEL,
      cancelLabel: DRAFT_DISCARD_LABEL,
      focus: 'confirm',
    });
    if (restore) return entries;
    this.drafts.remove(instanceId, userId);
    return null;
  }

  clear(instanceId: number): void {
    const userId = this.users.user?.userId;
    if (userId !== undefined) this.drafts.remove(instanceId, userId);
  }
}
