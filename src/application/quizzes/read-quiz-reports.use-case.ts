import { inject, injectable } from 'inversify';
import type { TakerReportEntry } from '../../domain/quizzes/quiz-preview';
import { QuizPreviewGateway } from '../../ports/quiz-preview-gateway.port';

/**
 * A taker reads their own reports (docs/use-cases/read-quiz-reports.md): each submitted attempt of a quiz with its
 * score, pass or fail, date and review as the quiz allows; without a quiz, their latest across quizzes.
 */
@injectable()
export class ReadQuizReports {
  constructor(@inject(QuizPreviewGateway) private readonly reports: QuizPreviewGateway) {}

  async list(quizId: number | null, signal?: AbortSignal): Promise<TakerReportEntry[] | null> {
    const result = await this.reports.reports(quizId, signal);
    return result.ok ? result.data : null;
  }
}
