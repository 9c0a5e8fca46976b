import { inject, injectable } from 'inversify';
import type { AttemptRow } from '../../domain/quizzes/quiz-results';
import { resultsSheetOf } from '../../domain/quizzes/quiz-results-sheet';
import type { QuizQuestionResults, QuizResultsList } from '../../domain/quizzes/quiz-results-view';
import { FileDownloader } from '../../ports/file-downloader.port';
import { QuizResultsExporter } from '../../ports/quiz-results-exporter.port';
import { QuizResultsGateway } from '../../ports/quiz-results-gateway.port';
import { outcomeOf, type ResultsOutcome } from './quiz-results-outcome';

/**
 * A manager reads a quiz's results (docs/use-cases/read-quiz-results.md): every attempt, the per-question figures,
 * and the attempts shown exported to Excel.
 */
@injectable()
export class ReadQuizResults {
  constructor(
    @inject(QuizResultsGateway) private readonly results: QuizResultsGateway,
    @inject(QuizResultsExporter) private readonly exporter: QuizResultsExporter,
    @inject(FileDownloader) private readonly files: FileDownloader,
  ) {}

  async list(quizId: number, signal?: AbortSignal): Promise<ResultsOutcome<QuizResultsList>> {
    return outcomeOf(await this.results.list(quizId, signal));
  }

  async questions(quizId: number, signal?: AbortSignal): Promise<ResultsOutcome<QuizQuestionResults>> {
    return outcomeOf(await this.results.questions(quizId, signal));
  }

  /** Saves the rows as shown (filtered and sorted) as "<quiz> results.xlsx"; the file name, or null on failure. */
  async exportExcel(quizName: string, rows: readonly AttemptRow[]): Promise<string | null> {
    try {
      const file = await this.exporter.excel(resultsSheetOf(quizName, rows), `${quizName} results`);
      const part = typeof file.data === 'string' ? file.data : (file.data as Uint8Array<ArrayBuffer>);
      this.files.saveBlob(new Blob([part], { type: file.mimeType }), file.fileName);
      return file.fileName;
    } catch {
      return null;
    }
  }
}
