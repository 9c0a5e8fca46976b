import { inject, injectable } from 'inversify';
import type { QuestionDetail, QuizDetail } from '../../domain/quizzes/quiz-authoring';
import type { QuestionType, QuizQuestion, QuizSettings } from '../../domain/quizzes/quiz.entity';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { QuizAuthoringGateway } from '../../ports/quiz-authoring-gateway.port';
import { listOf, parseShape, required } from './forms-shape';
import { ignoreBody, parseDto } from './parse-response';
import {
  QuestionDetailDto,
  QuizDetailDto,
  QuizOptionDto,
  QuizQuestionDto,
  QuizSettingsDto,
} from './quiz-authoring.dto';

const options = { Options: listOf(parseDto(QuizOptionDto)) };
const parseQuestion = parseShape(QuestionDetailDto, options);
const parseDetail = parseShape(QuizDetailDto, {
  Settings: required(parseDto(QuizSettingsDto)),
  Questions: listOf(parseShape(QuizQuestionDto, options)),
});
/** A refusal is shown next to what was typed (a 400's Message), not as a toast. */
const IN_PLACE = { skipErrorHandling: true } as const;

/** The quiz authoring pages over HTTP (docs/quizzes-and-surveys.md, "API"). */
@injectable()
export class HttpQuizAuthoringGateway implements QuizAuthoringGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  details(quizId: number, signal?: AbortSignal): Promise<HttpResult<QuizDetail>> {
    return this.http.get('quiz', parseDetail, { id: quizId }, { signal, skipErrorHandling: true });
  }

  rename(quizId: number, name: string, description: string): Promise<HttpResult<QuizDetail>> {
    const body = { QuizId: quizId, Name: name, Description: description };
    return this.http.command('quiz/update', body, parseDetail, IN_PLACE);
  }

  saveSettings(quizId: number, settings: QuizSettings): Promise<HttpResult<QuizDetail>> {
    return this.http.command('quiz/settings', { QuizId: quizId, ...settings }, parseDetail, IN_PLACE);
  }

  reorder(quizId: number, questionIds: number[]): Promise<HttpResult<QuizDetail>> {
    return this.http.command('quiz/reorder', { QuizId: quizId, QuestionIds: questionIds }, parseDetail);
  }

  question(questionId: number, signal?: AbortSignal): Promise<HttpResult<QuestionDetail>> {
    return this.http.get(
      'quizquestion',
      parseQuestion,
      { id: questionId },
      { signal, skipErrorHandling: true },
    );
  }

  addQuestion(quizId: number, type: QuestionType, text: string): Promise<HttpResult<QuestionDetail>> {
    return this.http.command(
      'quizquestion/create',
      { QuizId: quizId, Type: type, Text: text },
      parseQuestion,
    );
  }

  saveQuestion(question: QuizQuestion): Promise<HttpResult<QuestionDetail>> {
    const body = {
      QuestionId: question.QuestionId,
      Text: question.Text,
      Points: question.Points,
      Explanation: question.Explanation,
      Options: question.Options.map((o) => ({
        OptionId: o.OptionId > 0 ? o.OptionId : null,
        Text: o.Text,
        IsCorrect: o.IsCorrect,
      })),
      CorrectBoolean: question.CorrectBoolean,
      AcceptedAnswers: question.AcceptedAnswers,
      CaseSensitive: question.CaseSensitive,
      CorrectNumber: question.CorrectNumber,
      Tolerance: question.Tolerance,
    };
    return this.http.command('quizquestion/update', body, parseQuestion, IN_PLACE);
  }

  removeQuestion(questionId: number): Promise<HttpResult<unknown>> {
    return this.http.command('quizquestion/delete', { QuestionId: questionId }, ignoreBody);
  }
}
