import { inject, injectable } from 'inversify';
import type {
  QuizCodeAnswer,
  QuizLink,
  QuizLinkLanding,
  QuizSharing,
  QuizVerifyAnswer,
} from '../../domain/quizzes/quiz-link';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { QuizSharingGateway } from '../../ports/quiz-sharing-gateway.port';
import { listOf, parseShape, required } from './forms-shape';
import { ignoreBody, parseDto } from './parse-response';
import {
  QuizCodeAnswerDto,
  QuizLinkDto,
  QuizLinkLandingDto,
  QuizPersonDto,
  QuizSharingDto,
  QuizTeamDto,
  QuizVerifyAnswerDto,
} from './quiz-sharing.dto';

const parseLink = parseDto(QuizLinkDto);
const parseSharing = parseShape(QuizSharingDto, {
  People: listOf(parseDto(QuizPersonDto)),
  Teams: listOf(parseDto(QuizTeamDto)),
  Link: required(parseLink),
});

/** A quiz's people and its link over HTTP (docs/quizzes-and-surveys.md, "Share by link"). */
@injectable()
export class HttpQuizSharingGateway implements QuizSharingGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  people(quizId: number, signal?: AbortSignal): Promise<HttpResult<QuizSharing>> {
    return this.http.get('quizlink/people', parseSharing, { quizId }, { signal });
  }

  saveUsers(
    quizId: number,
    managerIds: readonly number[],
    takerUserIds: readonly number[],
    takerScopeIds: readonly number[],
  ): Promise<HttpResult<unknown>> {
    return this.http.command(
      'quiz/users',
      { QuizId: quizId, ManagerIds: managerIds, TakerUserIds: takerUserIds, TakerScopeIds: takerScopeIds },
      ignoreBody,
    );
  }

  setLink(quizId: number, enabled: boolean): Promise<HttpResult<QuizLink>> {
    return this.http.command('quizlink/set', { QuizId: quizId, Enabled: enabled }, parseLink);
  }

  /** The page says itself that a link is not valid: no error toast. */
  landing(quizId: number, hash: string, signal?: AbortSignal): Promise<HttpResult<QuizLinkLanding>> {
    return this.http.get(
      'quizlink/landing',
      parseDto(QuizLinkLandingDto),
      { quizId, h: hash },
      { signal, skipErrorHandling: true },
    );
  }

  sendCode(quizId: number, hash: string, email: string): Promise<HttpResult<QuizCodeAnswer>> {
    return this.http.command(
      'quizlink/sendcode',
      { QuizId: quizId, Hash: hash, Email: email },
      parseDto(QuizCodeAnswerDto),
    );
  }

  verify(quizId: number, hash: string, email: string, code: string): Promise<HttpResult<QuizVerifyAnswer>> {
    return this.http.command(
      'quizlink/verify',
      { QuizId: quizId, Hash: hash, Email: email, Code: code },
      parseDto(QuizVerifyAnswerDto),
    );
  }
}
