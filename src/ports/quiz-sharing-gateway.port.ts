import type {
  QuizCodeAnswer,
  QuizLink,
  QuizLinkLanding,
  QuizSharing,
  QuizVerifyAnswer,
} from '../domain/quizzes/quiz-link';
import type { HttpResult } from './http-client.port';

/**
 * Who may manage and take a quiz, and its link for people outside the workspace (docs/quizzes-and-surveys.md,
 * "Who may do what" and "Share by link"). The first three are a manager's; the last three a visitor's with the link.
 */
export interface QuizSharingGateway {
  /** The Users page's data: the quiz's people, the users and teams to choose from, and its link. */
  people(quizId: number, signal?: AbortSignal): Promise<HttpResult<QuizSharing>>;
  /** Saves who may manage and who may take (users, teams; team 0 is everyone in the workspace). */
  saveUsers(
    quizId: number,
    managerIds: readonly number[],
    takerUserIds: readonly number[],
    takerScopeIds: readonly number[],
  ): Promise<HttpResult<unknown>>;
  /** Turns the public link on (a new hash when it was off) or off (the old link and its takers' sessions end). */
  setLink(quizId: number, enabled: boolean): Promise<HttpResult<QuizLink>>;
  /** Where a visitor with the link goes; a 404 when the link is not valid or was turned off. */
  landing(quizId: number, hash: string, signal?: AbortSignal): Promise<HttpResult<QuizLinkLanding>>;
  /** Mails a one-time code to `email` (the shared forms' code and limits). */
  sendCode(quizId: number, hash: string, email: string): Promise<HttpResult<QuizCodeAnswer>>;
  /** Proves `email` with its code; when right, the browser holds a quiz-taker session for this quiz. */
  verify(quizId: number, hash: string, email: string, code: string): Promise<HttpResult<QuizVerifyAnswer>>;
}
export const QuizSharingGateway = Symbol('QuizSharingGateway');
