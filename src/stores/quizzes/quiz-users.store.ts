import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ShareQuiz } from '../../application/quizzes/share-quiz.use-case';
import { quizLinkPath, type QuizSharing } from '../../domain/quizzes/quiz-link';

const toggled = (ids: readonly number[], id: number, on: boolean) =>
  on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id);

/** /modules/quiz/users?quizId=N: who may manage and take the quiz, and its public link. One per open page. */
@injectable()
export class QuizUsersStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  sharing: QuizSharing | null = null;
  managerIds: number[] = [];
  takerUserIds: number[] = [];
  takerScopeIds: number[] = [];
  dirty = false;
  saving = false;
  linkBusy = false;
  /** What the last action did, for the page's live region. */
  said = '';

  constructor(@inject(ShareQuiz) private readonly share: ShareQuiz) {
    makeAutoObservable<QuizUsersStore, 'share'>(this, { share: false }, { autoBind: true });
  }

  async opened(quizId: number, signal?: AbortSignal): Promise<void> {
    this.state = 'loading';
    const sharing = await this.share.open(quizId, signal);
    if (signal?.aborted) return;
    runInAction(() => {
      this.sharing = sharing;
      this.state = sharing ? 'ready' : 'failed';
      if (!sharing) return;
      this.managerIds = [...sharing.ManagerIds];
      this.takerUserIds = [...sharing.TakerUserIds];
      this.takerScopeIds = [...sharing.TakerScopeIds];
      this.dirty = false;
    });
  }

  /** The link's address on this site, or null while it is off. */
  linkUrl(origin: string): string | null {
    const link = this.sharing?.Link;
    return link?.Enabled && link.Hash ? origin + quizLinkPath(link.QuizId, link.Hash) : null;
  }

  managerToggled(userId: number, on: boolean): void {
    this.managerIds = toggled(this.managerIds, userId, on);
    this.dirty = true;
  }

  takerToggled(userId: number, on: boolean): void {
    this.takerUserIds = toggled(this.takerUserIds, userId, on);
    this.dirty = true;
  }

  teamToggled(scopeId: number, on: boolean): void {
    this.takerScopeIds = toggled(this.takerScopeIds, scopeId, on);
    this.dirty = true;
  }

  async saveClicked(): Promise<void> {
    const sharing = this.sharing;
    if (!sharing || this.saving) return;
    this.saving = true;
    const lists = {
      ManagerIds: this.managerIds,
      TakerUserIds: this.takerUserIds,
      TakerScopeIds: this.takerScopeIds,
    };
    const saved = await this.share.saveUsers(
      sharing.QuizId,
      lists.ManagerIds,
      lists.TakerUserIds,
      lists.TakerScopeIds,
    );
    runInAction(() => {
      this.saving = false;
      if (saved) {
        // The saved lists are the page's new starting point: a deleted team saved away is gone from it.
        if (this.sharing) this.sharing = { ...this.sharing, ...lists };
        this.dirty = false;
        this.said = 'Saved who may manage and take the quiz.';
      }
    });
  }

  copyClicked(url: string): Promise<void> {
    return this.share.copyLink(url);
  }

  /** The box follows the click at once; the server's answer brings the link (or puts the box back on failure). */
  async linkToggled(enabled: boolean): Promise<void> {
    const sharing = this.sharing;
    if (!sharing || this.linkBusy) return;
    this.linkBusy = true;
    const before = sharing.Link;
    this.sharing = { ...sharing, Link: { ...before, Enabled: enabled, Hash: enabled ? before.Hash : null } };
    const link = await this.share.setLink(sharing.QuizId, enabled);
    runInAction(() => {
      this.linkBusy = false;
      this.sharing = { ...sharing, Link: link ?? before };
      if (!link) return;
      this.said = link.Enabled
        ? 'The link is on: anyone with it may prove their e-mail and take the quiz.'
        : 'The link is off: it and the sessions opened with it no longer work.';
    });
  }
}
