import { inject, injectable, optional } from 'inversify';
import { LINK_VISIT_KEY, type LinkVisit } from '../../domain/quizzes/link-session';
import type { LinkModule, QuizLinkLanding } from '../../domain/quizzes/quiz-link';
import { Clock } from '../../ports/clock.port';
import { KeyValueStore } from '../../ports/key-value-store.port';
import type { HttpResult } from '../../ports/http-client.port';
import { QuizSharingGateway } from '../../ports/quiz-sharing-gateway.port';
import { SurveyLinkEntryGateway } from '../../ports/survey-link-entry-gateway.port';
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
export const introPath = (quizId: number, module: LinkModule = 'quiz') =>
  module === 'quiz'
    ? `/modules/quiz/exam/pre?quizId=${quizId}`
    : `/modules/survey/exam/pre?surveyId=${quizId}`;
export const quizLoginPath = (quizId: number, hash: string, module: LinkModule = 'quiz') =>
  `/modules/${module}/login/${quizId}?h=${encodeURIComponent(hash)}`;

/** What the sign-in page shows of the quiz or survey a link opens. */
export type LinkLanding = Pick<QuizLinkLanding, 'Visitor' | 'WorkspaceName'> & { Name: string };

/**
 * A visitor opens a quiz's or a survey's link (`module`, the quiz's by default): a workspace user who may take it goes
 * to its introduction; anyone else proves an e-mail with a one-time code (the shared forms' code and limits,
 * src/domain/sharing/) and then goes there too. Both modules' links answer alike; only the calls differ.
 */
@injectable()
export class EnterSharedQuiz {
  constructor(
    @inject(QuizSharingGateway) private readonly gateway: QuizSharingGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(SurveyLinkEntryGateway) private readonly surveys: SurveyLinkEntryGateway,
    @inject(KeyValueStore) @optional() private readonly storage?: KeyValueStore,
  ) {}

  /** Keeps the link a visitor's session came from, so a 401 once it ended leads back to it (link-session.ts). */
  private remember(visit: LinkVisit): void {
    this.storage?.write(LINK_VISIT_KEY, JSON.stringify(visit));
  }

  private async landingOf(
    module: LinkModule,
    id: number,
    hash: string,
    signal?: AbortSignal,
  ): Promise<HttpResult<LinkLanding>> {
    const result =
      module === 'quiz'
        ? await this.gateway.landing(id, hash, signal)
        : await this.surveys.landing(id, hash, signal);
    if (!result.ok) return result;
    const data = result.data;
    const Name = 'QuizName' in data ? data.QuizName : data.SurveyName;
    return { ...result, data: { Name, WorkspaceName: data.WorkspaceName, Visitor: data.Visitor } };
  }

  async landing(
    quizId: number,
    hash: string,
    signal?: AbortSignal,
    module: LinkModule = 'quiz',
  ): Promise<{ route: LandingRoute; landing: LinkLanding | null }> {
    const result = await this.landingOf(module, quizId, hash, signal);
    if (!result.ok) return { route: { kind: 'invalid' }, landing: null };
    const landing = result.data;
    if (landing.Visitor === 'taker') this.remember({ module, id: quizId, hash });
    const route: LandingRoute =
      landing.Visitor === 'member' || landing.Visitor === 'taker'
        ? { kind: 'intro', path: introPath(quizId, module) }
        : landing.Visitor === 'outside'
          ? { kind: 'login', path: quizLoginPath(quizId, hash, module) }
          : { kind: 'forbidden', path: MODULES_FORBIDDEN_PATH };
    return { route, landing };
  }

  /** Mails a code; the answer's timing as times on this device's clock (as for shared forms). */
  async requestCode(
    quizId: number,
    hash: string,
    email: string,
    module: LinkModule = 'quiz',
  ): Promise<CodeRequestOutcome> {
    const gateway = module === 'quiz' ? this.gateway : this.surveys;
    const result = await gateway.sendCode(quizId, hash, email.trim());
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

  async enterCode(
    quizId: number,
    hash: string,
    email: string,
    code: string,
    module: LinkModule = 'quiz',
  ): Promise<QuizCodeOutcome> {
    const gateway = module === 'quiz' ? this.gateway : this.surveys;
    const result = await gateway.verify(quizId, hash, email.trim(), code.trim());
    if (!result.ok) return { kind: 'failed' };
    const answer = result.data;
    if (answer.Verified) {
      this.remember({ module, id: quizId, hash });
      return { kind: 'verified' };
    }
    return answer.TooManyRequests ? { kind: 'too-many' } : { kind: 'invalid' };
  }
}
