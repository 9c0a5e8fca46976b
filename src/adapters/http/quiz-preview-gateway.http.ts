import { inject, injectable } from 'inversify';
import type { TakerReportEntry } from '../../domain/quizzes/quiz-preview';
import type { QuizAnswer } from '../../domain/quizzes/quiz-scoring';
import type { TakerExam, TakerIntro, TakerReport } from '../../domain/quizzes/quiz-taker-view';
import { HttpClient, type HttpResult, type ResponseParser } from '../../ports/http-client.port';
import type { QuizPreviewGateway } from '../../ports/quiz-preview-gateway.port';
import { parseDto, parseList } from './parse-response';
import { parseExam, parseReport } from './quiz-gateway.http';
import { TakerIntroDto } from './quiz.dto';
import { TakerReportEntryDto } from './quiz-preview.dto';

const parseEntryFields = parseDto(TakerReportEntryDto);
/** A report with its quiz and date: the report's shape, then the two fields of the list. */
const parseEntry: ResponseParser<TakerReportEntry> = (body) =>
  parseReport(body) !== null && parseEntryFields(body) !== null ? (body as TakerReportEntry) : null;

/** An author's quiz preview and a taker's own reports over HTTP (docs/quizzes-and-surveys.md, "Preview and reports"). */
@injectable()
export class HttpQuizPreviewGateway implements QuizPreviewGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  intro(quizId: number, signal?: AbortSignal): Promise<HttpResult<TakerIntro>> {
    return this.http.get('quizexam/preview/intro', parseDto(TakerIntroDto), { quizId }, { signal });
  }

  open(quizId: number): Promise<HttpResult<TakerExam>> {
    return this.http.command('quizexam/preview/open', { QuizId: quizId }, parseExam);
  }

  save(quizId: number, answers: Record<string, QuizAnswer>): Promise<HttpResult<TakerExam>> {
    return this.http.command('quizexam/preview/save', { QuizId: quizId, Answers: answers }, parseExam);
  }

  submit(quizId: number, answers: Record<string, QuizAnswer>): Promise<HttpResult<TakerReport>> {
    return this.http.command('quizexam/preview/submit', { QuizId: quizId, Answers: answers }, parseReport);
  }

  report(quizId: number, signal?: AbortSignal): Promise<HttpResult<TakerReport>> {
    return this.http.get('quizexam/preview/report', parseReport, { quizId }, { signal });
  }

  reports(quizId: number | null, signal?: AbortSignal): Promise<HttpResult<TakerReportEntry[]>> {
    const query = quizId === null ? undefined : { quizId };
    return this.http.get('quizexam/reports', parseList(parseEntry), query, { signal });
  }
}
