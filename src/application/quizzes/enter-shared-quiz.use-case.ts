import { inject, injectable } from 'inversify';
import type { QuizLinkLanding } from '../../domain/quizzes/quiz-link';
import { Clock } from '../../ports/clock.port';
import { QuizSharingGateway } from '../../ports/quiz-sharing-gateway.port';
import type { CodeRequestOutcome } from '../sharing/verify-recipient.use-case';

/** Where the link's landing sends the visitor (docs/use-cases/enter-shared-quiz.md). */
export type LandingRoute =
  | { kind: 'intro'; path: string }
  | { kind: 'login'; path: string }
  | { kind: 'forbidden'; path: string }
  | { kind: 'invalid' };

export type QuizCodeOutcome =
  { kind: 'verified' } | { kind: 'invalid' } | { kind: 'too-many' } | { kind: 'failed' };

export const MODULES_FORBIDDEN_PATH = '/modules/403';
export const introPath = (quizId: number) => `/modules/quiz/exam/pre?quizId=${quizId}`;
export const quizLoginPath = (quizId: number, hash: string) =>
  `/modules/quiz/login/${quizId}?h=${encodeURIComponent(hash)}`;

/**
 * A visitor opens a quiz's link: a workspace user who may take it goes to its introduction; anyone else proves an
 * e-mail with a one-time code (the shared forms' code and limits, src/domain/sharing/) and then goes there too.
 */
@injectable()
export class EnterSharedQuiz {
  constructor(
    @inject(QuizSharingGateway) private readonly gateway: QuizSharingGateway,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async landing(
    quizId: number,
    hash: string,
    signal?: AbortSignal,
  ): Promise<{ route: LandingRoute; landing: QuizLinkLanding | null }> {
    const result = await this.gateway.landing(quizId, hash, signal);
    if (!result.ok) return { route: { kind: 'invalid' }, landing: null };
    const landing = result.data;
    const route: LandingRoute =
      landing.Visitor === 'member' || landing.Visitor === 'taker'
        ? { kind: 'intro', path: introPath(quizId) }
        : landing.Visitor === 'outside'
          ? { kind: 'login', path: quizLoginPath(quizId, hash) }
          : { kind: 'forbidden', path: MODULES_FORBIDDEN_PATH };
    return { route, landing };
  }

  /** Mails a code; the answer's timing as times on this device's clock (as for shared forms). */
  async requestCode(quizId: number, hash: string, email: string): Promise<CodeRequestOutcome> {
    const result = await this.gateway.sendCode(quizId, hash, email.trim());
    if (!result.ok) return { kind: 'failed' };
    const now = this.clock.now();
    const answer = result.data;
    if (answer.TooManyRequests) return { kind: 'too-many', nextCodeAt: now + answer.NewCodeInSeconds * 1000 };
    return {
      kind: 'sent',
      expiresAt: now + answer.CodeValidSeconds * 1000,
      nextCodeAt: now + answer.NewCodeInSeconds * 1000,
      alreadySent: answer.CodeAlreadySent,
    };
  }

  async enterCode(quizId: number, hash: string, email: string, code: string): Promise<QuizCodeOutcome> {
    const result = await this.gateway.verify(quizId, hash, email.trim(), code.trim());
    if (!result.ok) return { kind: 'failed' };
    const answer = result.data;
    if (answer.Verified) return { kind: 'verified' };
    return answer.TooManyRequests ? { kind: 'too-many' } : { kind: 'invalid' };
  }
}
