import { inject, injectable } from 'inversify';
import type {
  QuizAttemptResult,
  QuizQuestionResults,
  QuizResultsList,
} from '../../domain/quizzes/quiz-results-view';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { QuizResultsGateway } from '../../ports/quiz-results-gateway.port';
import { listOf, parseShape, required } from './forms-shape';
import { parseDto } from './parse-response';
import {
  AnswerCountDto,
  AttemptRowDto,
  GradedQuestionDto,
  QuestionStatsDto,
  QuizAttemptResultDto,
  QuizQuestionResultsDto,
  QuizResultsListDto,
} from './quiz-results.dto';

const parseRow = parseDto(AttemptRowDto);
const parseList = parseShape(QuizResultsListDto, { Attempts: listOf(parseRow) });
const parseQuestions = parseShape(QuizQuestionResultsDto, {
  Questions: listOf(parseShape(QuestionStatsDto, { Distribution: listOf(parseDto(AnswerCountDto)) })),
});
export const parseAttemptResult = parseShape(QuizAttemptResultDto, {
  Attempt: required(parseRow),
  Questions: listOf(parseDto(GradedQuestionDto)),
});

/**
 * A quiz's results over HTTP (docs/quizzes-and-surveys.md, "API"). The reads leave their refusal to the page (a
 * taker who is not a manager sees why on the page, not in a toast); the writes go through the error catalogue.
 */
@injectable()
export class HttpQuizResultsGateway implements QuizResultsGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(quizId: number, signal?: AbortSignal): Promise<HttpResult<QuizResultsList>> {
    return this.http.get('quizresult/list', parseList, { quizId }, { signal, skipErrorHandling: true });
  }

  attempt(quizExamId: number, signal?: AbortSignal): Promise<HttpResult<QuizAttemptResult>> {
    return this.http.get(
      'quizresult',
      parseAttemptResult,
      { id: quizExamId },
      { signal, skipErrorHandling: true },
    );
  }

  questions(quizId: number, signal?: AbortSignal): Promise<HttpResult<QuizQuestionResults>> {
    return this.http.get(
      'quizresult/questions',
      parseQuestions,
      { quizId },
      { signal, skipErrorHandling: true },
    );
  }

  grade(
    quizExamId: number,
    questionId: number,
    points: number | null,
  ): Promise<HttpResult<QuizAttemptResult>> {
    return this.http.command(
      'quizresult/grade',
      { QuizExamId: quizExamId, QuestionId: questionId, Points: points },
      parseAttemptResult,
      { skipErrorHandling: true },
    );
  }

  override(quizExamId: number, score: number | null): Promise<HttpResult<QuizAttemptResult>> {
    return this.http.command(
      'quizresult/override',
      { QuizExamId: quizExamId, Score: score },
      parseAttemptResult,
      { skipErrorHandling: true },
    );
  }
}
