import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ReadQuizReports } from '../../application/quizzes/read-quiz-reports.use-case';
import type { TakerReportEntry } from '../../domain/quizzes/quiz-preview';

/** The taker's own reports (exam/report/{quizId?}): of one quiz, or the latest across quizzes. */
@injectable()
export class QuizReportsStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  reports: TakerReportEntry[] = [];
  /** The report shown in full (its review), by attempt id; the latest at first. */
  openId: number | null = null;

  constructor(@inject(ReadQuizReports) private readonly read: ReadQuizReports) {
    makeAutoObservable<QuizReportsStore, 'read'>(this, { read: false }, { autoBind: true });
  }

  get open(): TakerReportEntry | null {
    return this.reports.find((r) => r.QuizExamId === this.openId) ?? null;
  }

  async opened(quizId: number | null, signal?: AbortSignal): Promise<void> {
    this.state = 'loading';
    const reports = await this.read.list(quizId, signal);
    runInAction(() => {
      if (!reports) {
        this.state = 'failed';
        return;
      }
      this.reports = reports;
      this.openId = reports[0]?.QuizExamId ?? null;
      this.state = 'ready';
    });
  }

  reportChosen(quizExamId: number): void {
    this.openId = quizExamId;
  }
}
