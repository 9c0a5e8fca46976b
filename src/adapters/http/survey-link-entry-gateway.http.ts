import { inject, injectable } from 'inversify';
import type { QuizCodeAnswer, QuizVerifyAnswer } from '../../domain/quizzes/quiz-link';
import type { SurveyLinkLanding } from '../../domain/surveys/survey-link';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { SurveyLinkEntryGateway } from '../../ports/survey-link-entry-gateway.port';
import { parseDto } from './parse-response';
import { QuizCodeAnswerDto, QuizVerifyAnswerDto } from './quiz-sharing.dto';
import { SurveyLinkLandingDto } from './survey-link.dto';

/** A visitor with a survey's link over HTTP (docs/quizzes-and-surveys.md, "Survey share by link"). */
@injectable()
export class HttpSurveyLinkEntryGateway implements SurveyLinkEntryGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  /** The page says itself that a link is not valid: no error toast. */
  landing(surveyId: number, hash: string, signal?: AbortSignal): Promise<HttpResult<SurveyLinkLanding>> {
    return this.http.get(
      'surveylink/landing',
      parseDto(SurveyLinkLandingDto),
      { surveyId, h: hash },
      { signal, skipErrorHandling: true },
    );
  }

  sendCode(surveyId: number, hash: string, email: string): Promise<HttpResult<QuizCodeAnswer>> {
    return this.http.command(
      'surveylink/sendcode',
      { SurveyId: surveyId, Hash: hash, Email: email },
      parseDto(QuizCodeAnswerDto),
    );
  }

  verify(surveyId: number, hash: string, email: string, code: string): Promise<HttpResult<QuizVerifyAnswer>> {
    return this.http.command(
      'surveylink/verify',
      { SurveyId: surveyId, Hash: hash, Email: email, Code: code },
      parseDto(QuizVerifyAnswerDto),
    );
  }
}
