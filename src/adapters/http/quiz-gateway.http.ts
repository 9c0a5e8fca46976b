import { inject, injectable } from 'inversify';
import type { QuizAnswer } from '../../domain/quizzes/quiz-scoring';
import type { TakerExam, TakerIntro, TakerReport } from '../../domain/quizzes/quiz-taker-view';
import type { QuizSummary } from '../../domain/quizzes/quiz.entity';
import { HttpClient, type HttpResult, type ResponseParser } from '../../ports/http-client.port';
import type { QuizGateway } from '../../ports/quiz-gateway.port';
import { listOf, parseShape, required } from './forms-shape';
import { ignoreBody, parseDto, parseList } from './parse-response';
import {
  QuizSummaryDto,
  ReviewQuestionDto,
  TakerExamDto,
  TakerIntroDto,
  TakerOptionDto,
  TakerQuestionDto,
  TakerReportDto,
} from './quiz.dto';

const parseSummary = parseDto(QuizSummaryDto);
const parseQuestion = parseShape(TakerQuestionDto, { Options: listOf(parseDto(TakerOptionDto)) });
const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
export const parseExam: ResponseParser<TakerExam> = parseShape(TakerExamDto, {
  Questions: listOf(parseQuestion),
  Answers: required((value) => (isObject(value) ? value : null)),
});
export const parseReport: ResponseParser<TakerReport> = parseShape(TakerReportDto, {
  Questions: listOf(parseShape(ReviewQuestionDto, { Options: listOf(parseDto(TakerOptionDto)) })),
}) as unknown as ResponseParser<TakerReport>;

/** Quizzes over HTTP (docs/quizzes-and-surveys.md, "API"). */
@injectable()
export class HttpQuizGateway implements QuizGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<QuizSummary[]>> {
    return this.http.get('quiz/list', parseList(parseSummary), undefined, { signal });
  }

  create(name: string, description: string): Promise<HttpResult<QuizSummary>> {
    return this.http.create('quiz', { Name: name, Description: description }, parseSummary);
  }

  copy(quizId: number): Promise<HttpResult<QuizSummary>> {
    return this.http.command('quiz/copy', { QuizId: quizId }, parseSummary);
  }

  remove(quizId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('quiz', { QuizId: quizId }, ignoreBody);
  }

  /** The introduction page says itself why a quiz cannot be taken (/modules/403): no error toast or /403. */
  intro(quizId: number, signal?: AbortSignal): Promise<HttpResult<TakerIntro>> {
    return this.http.get(
      'quizexam/intro',
      parseDto(TakerIntroDto),
      { quizId },
      { signal, skipErrorHandling: true },
    );
  }

  open(quizId: number): Promise<HttpResult<TakerExam>> {
    return this.http.command('quizexam/open', { QuizId: quizId }, parseExam);
  }

  save(quizExamId: number, answers: Record<string, QuizAnswer>): Promise<HttpResult<TakerExam>> {
    return this.http.command('quizexam/save', { QuizExamId: quizExamId, Answers: answers }, parseExam);
  }

  submit(quizExamId: number, answers: Record<string, QuizAnswer>): Promise<HttpResult<TakerReport>> {
    return this.http.command('quizexam/submit', { QuizExamId: quizExamId, Answers: answers }, parseReport);
  }
}
