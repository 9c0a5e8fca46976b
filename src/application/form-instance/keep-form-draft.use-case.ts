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
import { PageUnload } from '../../ports/page-unload.port';
import { Scheduler } from '../../ports/scheduler.port';
import { UserContext } from '../../ports/user-context.port';
import { accessOf, isEncrypted, type FormInstanceModel } from './form-instance-model';

/**
 * How long a page waits for the tab that wrote a draft to say it is still open with it (storage events between
 * tabs of one browser arrive within milliseconds). Only drafts of a page that has not gone away ask, and the wait
 * runs while moment downloads.
 */
export const DRAFT_ANSWER_MS = 400;

/** Before a draft is offered: moment is in (it shows the time), and whether the page that wrote it still edits it. */
interface DraftChecks {
  /** The page the draft names. */
  tab: string | undefined;
  loaded: Promise<boolean>;
  elsewhere: Promise<boolean>;
  /** No more waiting for the form: a page that has not answered by now, nor within DRAFT_ANSWER_MS, has gone. */
  release: () => void;
}

/**
 * Nothing typed is lost (issue 5): the unsaved entries of an instance are kept in the browser at every
 * change, offered back to the same user when the instance is opened again, and cleared on save or cancel
 * (and, by SignOut, when the session ends). Tabs of one browser share the drafts: a page never loses its
 * unsaved entries to what another tab does, and a page does not offer entries another tab is still editing.
 */
@injectable()
export class KeepFormDraft {
  /** When each instance's unsaved entries last changed in this page (what the prompt shows when rewritten). */
  private readonly changedAt = new Map<number, number>();
  /** The checks a draft needs before it is offered, started as its instance opened (prepare), by instance. */
  private readonly prepared = new Map<number, DraftChecks>();

  constructor(
    @inject(DraftStore) private readonly drafts: DraftStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(UserContext) private readonly users: UserContext,
    @inject(FormLibraries) private readonly libraries: FormLibraries,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(PageUnload) private readonly page: PageUnload,
  ) {}

  /**
   * Keeps the unsaved entries (none: the draft is removed), stamped with this page. Signed out, nothing is kept:
   * a draft belongs to a user.
   */
  keep(instanceId: number, entries: ReadonlyMap<number, string>): void {
    const userId = this.users.user?.userId;
    if (userId === undefined) return;
    if (entries.size === 0) {
      this.changedAt.delete(instanceId);
      this.drafts.remove(instanceId, userId);
      return;
    }
    const now = this.clock.now();
    this.changedAt.set(instanceId, now);
    this.drafts.write(draftOf(instanceId, userId, now, entries, this.drafts.tab));
  }

  /**
   * While this page edits the instance (until the returned function is called), with `unsaved` its unsaved entries:
   * - another tab removing the draft (Discard, a save, a Cancel) does not take this page's entries: it writes
   *   them again;
   * - another tab asking whether this page still edits them is answered;
   * - when the page goes away (closed, reloaded), its entries are written one last time without the page's
   *   stamp: a draft of a page that has gone, which the next page offers at once.
   * Only for the user signed in when it started: after sign-out (here or in another tab) nothing is written.
   */
  follow(instanceId: number, unsaved: () => ReadonlyMap<number, string>): () => void {
    const userId = this.users.user?.userId;
    if (userId === undefined) return () => undefined;
    const pending = (): ReadonlyMap<number, string> | null => {
      if (this.users.user?.userId !== userId) return null;
      const entries = unsaved();
      return entries.size > 0 ? entries : null;
    };
    const writeAgain = (tab: string | undefined) => {
      const entries = pending();
      if (!entries) return;
      this.drafts.write(
        draftOf(instanceId, userId, this.changedAt.get(instanceId) ?? this.clock.now(), entries, tab),
      );
    };
    const stops = [
      this.drafts.watch(instanceId, userId, (draft) => {
        if (draft === null) writeAgain(this.drafts.tab);
      }),
      this.drafts.watchQuestions(instanceId, userId, (question) => {
        if (question?.tab === this.drafts.tab && !question.answered && pending())
          this.drafts.answer(instanceId, userId);
      }),
      this.page.left(() => writeAgain(undefined)),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /**
   * The instance is opening: when a draft of this user waits for it, what the prompt needs starts now, beside the
   * instance, so the prompt follows the form at once (issue 32 #12): moment downloads (it shows the draft's time),
   * and the page that wrote the draft is asked whether it still edits it, with the whole load to answer.
   */
  prepare(instanceId: number): void {
    this.release(instanceId);
    const userId = this.users.user?.userId;
    const draft = userId === undefined ? null : this.drafts.read(instanceId, userId);
    if (userId === undefined || !draft) return;
    let release = () => {};
    const formShown = new Promise<void>((resolve) => (release = resolve));
    this.prepared.set(instanceId, { ...this.checks(instanceId, userId, draft.tab, formShown), release });
  }

  /** The page no longer waits to offer this instance's draft (it closed, or the instance is read-only). */
  release(instanceId: number): void {
    this.prepared.get(instanceId)?.release();
    this.prepared.delete(instanceId);
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
    const entries = draftEntries(
      draft,
      (id) => accessOf(model, id).edit && !isEncrypted(model.shapeOf.get(id)),
    );
    if (entries.size === 0) {
      this.drafts.remove(instanceId, userId);
      return null;
    }
    // The prompt shows the draft's time with moment. Should it not download, the draft is not offered this time,
    // and stays until something new is typed. Entries another tab still edits are not offered (nor removed).
    const early = this.prepared.get(instanceId);
    this.release(instanceId);
    const checks = early && early.tab === draft.tab ? early : this.checks(instanceId, userId, draft.tab);
    const [loaded, elsewhere] = await Promise.all([checks.loaded, checks.elsewhere]);
    if (!loaded || elsewhere) return null;
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

  private checks(
    instanceId: number,
    userId: number,
    tab: string | undefined,
    formShown: Promise<void> = Promise.resolve(),
  ): DraftChecks {
    return {
      release: () => undefined,
      tab,
      loaded: this.libraries.load(['dates']).then(
        () => true,
        () => false,
      ),
      elsewhere: this.stillEdited(instanceId, userId, tab, formShown),
    };
  }

  clear(instanceId: number): void {
    const userId = this.users.user?.userId;
    if (userId !== undefined) this.drafts.remove(instanceId, userId);
  }

  /**
   * Whether the page that wrote the draft is still open with its entries unsaved: asked through the storage the
   * tabs share; no answer within DRAFT_ANSWER_MS (a crashed tab or browser) means it has gone. A draft without a
   * page (its page went away) or of this very page asks nobody.
   */
  private stillEdited(
    instanceId: number,
    userId: number,
    tab: string | undefined,
    formShown: Promise<void>,
  ): Promise<boolean> {
    if (tab === undefined || tab === this.drafts.tab) return Promise.resolve(false);
    return new Promise((resolve) => {
      let settled = false;
      const done = (answered: boolean) => {
        if (settled) return;
        settled = true;
        stopWatching();
        cancelTimer();
        this.drafts.unask(instanceId, userId);
        resolve(answered);
      };
      const stopWatching = this.drafts.watchQuestions(instanceId, userId, (question) => {
        if (question?.tab === tab && question.answered) done(true);
      });
      // Asked as the instance opens, the page may answer until the form shows, and at least DRAFT_ANSWER_MS.
      const cancelTimer = this.scheduler.after(DRAFT_ANSWER_MS, () => void formShown.then(() => done(false)));
      this.drafts.ask(instanceId, userId, tab);
    });
  }
}
