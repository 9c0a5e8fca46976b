import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PreviewQuiz, type PreviewRefusal } from '../../application/quizzes/preview-quiz.use-case';
import type { TakerIntro, TakerReport } from '../../domain/quizzes/quiz-taker-view';

/**
 * The author's preview pages around the exam (exam/pre/preview and exam/report/preview/{quizId}): the introduction a
 * taker would see, then the report with the key. docs/quizzes-and-surveys.md, "Preview and reports".
 */
@injectable()
export class QuizPreviewStore {
  state: 'loading' | 'ready' | PreviewRefusal = 'loading';
  intro: TakerIntro | null = null;
  report: TakerReport | null = null;

  constructor(@inject(PreviewQuiz) private readonly preview: PreviewQuiz) {
    makeAutoObservable<QuizPreviewStore, 'preview'>(this, { preview: false }, { autoBind: true });
  }

  async introOpened(quizId: number, signal?: AbortSignal): Promise<void> {
    this.state = 'loading';
    const intro = await this.preview.intro(quizId, signal);
    runInAction(() => {
      if (typeof intro === 'string') this.state = intro;
      else {
        this.intro = intro;
        this.state = 'ready';
      }
    });
  }

  async reportOpened(quizId: number, signal?: AbortSignal): Promise<void> {
    this.state = 'loading';
    const report = await this.preview.report(quizId, signal);
    runInAction(() => {
      if (typeof report === 'string') this.state = report;
      else {
        this.report = report;
        this.state = 'ready';
      }
    });
  }
}
