import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TakeQuiz } from '../../application/quizzes/take-quiz.use-case';
import type { TakerIntro } from '../../domain/quizzes/quiz-taker-view';

/** /modules/quiz/exam/pre?quizId=N: what the quiz is before an attempt starts. One per open page. */
@injectable()
export class QuizIntroStore {
  state: 'loading' | 'ready' | 'forbidden' | 'failed' | 'session-ended' = 'loading';
  intro: TakerIntro | null = null;
  /** Where a link's visitor whose session ended goes to prove their e-mail again. */
  signInAgain: string | null = null;

  constructor(@inject(TakeQuiz) private readonly take: TakeQuiz) {
    makeAutoObservable<QuizIntroStore, 'take'>(this, { take: false }, { autoBind: true });
  }

  async opened(quizId: number, signal?: AbortSignal): Promise<void> {
    this.state = 'loading';
    const outcome = await this.take.introOrRefusal(quizId, signal);
    if (signal?.aborted) return;
    runInAction(() => {
      this.intro = outcome.kind === 'intro' ? outcome.intro : null;
      this.signInAgain = outcome.kind === 'session-ended' ? outcome.signIn : null;
      this.state = outcome.kind === 'intro' ? 'ready' : outcome.kind;
    });
  }
}
