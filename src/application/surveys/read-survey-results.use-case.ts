import { inject, injectable } from 'inversify';
import { FileDownloader } from '../../ports/file-downloader.port';
import {
  SurveyResultsGateway,
  type SurveyQuestionResult,
  type SurveyResponseRow,
} from '../../ports/survey-results-gateway.port';
import { SurveyWorkbook } from '../../ports/survey-workbook.port';

/** Letters and digits kept for the file name; the rest become one dash. */
const fileNameOf = (name: string) =>
  `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'survey'}.xlsx`;

/**
 * A manager reads a survey's results (docs/use-cases/read-survey-results.md): the responses, each question's answers
 * counted, and the Excel export of both.
 */
@injectable()
export class ReadSurveyResults {
  constructor(
    @inject(SurveyResultsGateway) private readonly results: SurveyResultsGateway,
    @inject(SurveyWorkbook) private readonly workbook: SurveyWorkbook,
    @inject(FileDownloader) private readonly files: FileDownloader,
  ) {}

  async responses(surveyId: number, signal?: AbortSignal): Promise<SurveyResponseRow[] | null> {
    const result = await this.results.responses(surveyId, signal);
    return result.ok ? result.data : null;
  }

  async questions(surveyId: number, signal?: AbortSignal): Promise<SurveyQuestionResult[] | null> {
    const result = await this.results.questions(surveyId, signal);
    return result.ok ? result.data : null;
  }

  /** Builds the workbook from what the page shows, with each question's counts read now; false when a read failed. */
  async exportWorkbook(
    surveyId: number,
    surveyName: string,
    responses: readonly SurveyResponseRow[],
  ): Promise<boolean> {
    const questions = await this.questions(surveyId);
    if (!questions) return false;
    const blob = await this.workbook.build({ surveyName, responses, questions });
    this.files.saveBlob(blob, fileNameOf(surveyName));
    return true;
  }
}
