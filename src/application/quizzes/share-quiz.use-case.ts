import { inject, injectable } from 'inversify';
import type { QuizLink, QuizSharing } from '../../domain/quizzes/quiz-link';
import { Clipboard } from '../../ports/clipboard.port';
import { Notifier } from '../../ports/notifier.port';
import { QuizSharingGateway } from '../../ports/quiz-sharing-gateway.port';
import { LINK_COPIED, LINK_NOT_COPIED } from '../sharing/list-form-shares.use-case';

/**
 * A manager decides who may manage and who may take a quiz, and turns its public link on or off
 * (docs/use-cases/share-quiz.md). Failures are reported by the error catalogue; the answers here are null then.
 */
@injectable()
export class ShareQuiz {
  constructor(
    @inject(QuizSharingGateway) private readonly gateway: QuizSharingGateway,
    @inject(Clipboard) private readonly clipboard: Clipboard,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** Copy: the link on the clipboard, or a word to copy it by hand (the shared forms' texts). */
  async copyLink(url: string): Promise<void> {
    const copied = await this.clipboard.copy(url);
    this.notifier.show(copied ? 'success' : 'warning', copied ? LINK_COPIED : LINK_NOT_COPIED);
  }

  async open(quizId: number, signal?: AbortSignal): Promise<QuizSharing | null> {
    const result = await this.gateway.people(quizId, signal);
    return result.ok ? result.data : null;
  }

  async saveUsers(
    quizId: number,
    managerIds: readonly number[],
    takerUserIds: readonly number[],
    takerScopeIds: readonly number[],
  ): Promise<boolean> {
    return (await this.gateway.saveUsers(quizId, managerIds, takerUserIds, takerScopeIds)).ok;
  }

  async setLink(quizId: number, enabled: boolean): Promise<QuizLink | null> {
    const result = await this.gateway.setLink(quizId, enabled);
    return result.ok ? result.data : null;
  }
}
