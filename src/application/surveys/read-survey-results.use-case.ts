import { inject, injectable } from 'inversify';
import { surveyExportFileName, surveyExportPath } from '../../domain/surveys/survey-responses-sheet';
import {
  SurveyResultsGateway,
  type SurveyQuestionResult,
  type SurveyResponseRow,
} from '../../ports/survey-results-gateway.port';
import { DownloadFile } from '../platform/download-file.use-case';

/**
 * A manager reads a survey's results (docs/use-cases/read-survey-results.md): the responses, each question's answers
 * counted, and the Excel export of both.
 */
@injectable()
export class ReadSurveyResults {
  constructor(
    @inject(SurveyResultsGateway) private readonly results: SurveyResultsGateway,
    @inject(DownloadFile) private readonly download: DownloadFile,
  ) {}

  async responses(surveyId: number, signal?: AbortSignal): Promise<SurveyResponseRow[] | null> {
    const result = await this.results.responses(surveyId, signal);
    return result.ok ? result.data : null;
  }

  async questions(surveyId: number, signal?: AbortSignal): Promise<SurveyQuestionResult[] | null> {
    const result = await this.results.questions(surveyId, signal);
    return result.ok ? result.data : null;
  }

  /**
   * Downloads the workbook the server builds: "Responses", one row per completed response with every answer, and
   * "Questions", the counts (docs/quizzes-and-surveys.md, "Survey pages"); false when it failed.
   */
  exportWorkbook(surveyId: number, surveyName: string): Promise<boolean> {
    return this.download.run({ url: surveyExportPath(surveyId), fileName: surveyExportFileName(surveyName) });
  }
}
