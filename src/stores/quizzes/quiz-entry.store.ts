import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  EnterSharedQuiz,
  introPath,
  type LinkLanding,
} from '../../application/quizzes/enter-shared-quiz.use-case';
import type { LinkModule } from '../../domain/quizzes/quiz-link';
import { recipientEmailError } from '../../domain/sharing/recipient-email';
import { isWellFormedCode } from '../../domain/sharing/verification-code';
import { Clock } from '../../ports/clock.port';
import { Navigator } from '../../ports/navigator.port';

/** The steps of a quiz link's visitor: the landing decides; the login page asks the e-mail, then the code. */
export type QuizEntryStep = 'loading' | 'email' | 'code' | 'too-many' | 'invalid';

/**
 * The link's landing (/modules/quiz/share/{quizId}) and sign-in (/modules/quiz/login/{quizId}) pages: one per open
 * page. The e-mail and code steps are the shared forms' (src/ui/sharing/recipient-steps.tsx), so the store has their
 * shape.
 */
@injectable()
export class QuizEntryStore {
  step: QuizEntryStep = 'loading';
  landing: LinkLanding | null = null;
  /** The module of the link: a quiz's or a survey's (docs/quizzes-and-surveys.md, "Survey share by link"). */
  module: LinkModule = 'quiz';
  email = '';
  emailError: string | null = null;
  code = '';
  codeInvalid = false;
  codeExpiresAt: number | null = null;
  nextCodeAt: number | null = null;
  codeAlreadySent = false;
  busy = false;
  notice: string | null = null;
  private quizId = 0;
  private hash = '';

  constructor(
    @inject(EnterSharedQuiz) private readonly enter: EnterSharedQuiz,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<QuizEntryStore, 'enter' | 'navigator' | 'clock' | 'quizId' | 'hash'>(
      this,
      { enter: false, navigator: false, clock: false, quizId: false, hash: false },
      { autoBind: true },
    );
  }

  now(): number {
    return this.clock.now();
  }

  /** The landing page opened: it sends the visitor on, or says the link is not valid. */
  async landed(
    quizId: number,
    hash: string,
    signal?: AbortSignal,
    module: LinkModule = 'quiz',
  ): Promise<void> {
    this.step = 'loading';
    this.module = module;
    const { route } = await this.enter.landing(quizId, hash, signal, module);
    if (signal?.aborted) return;
    if (route.kind === 'invalid') runInAction(() => (this.step = 'invalid'));
    else this.navigator.go(route.path, { replace: true });
  }

  /** The sign-in page opened: it checks the link first (and sends on a visitor who need not sign in). */
  async loginOpened(
    quizId: number,
    hash: string,
    signal?: AbortSignal,
    module: LinkModule = 'quiz',
  ): Promise<void> {
    this.quizId = quizId;
    this.hash = hash;
    this.module = module;
    this.step = 'loading';
    const { route, landing } = await this.enter.landing(quizId, hash, signal, module);
    if (signal?.aborted) return;
    if (route.kind === 'intro' || route.kind === 'forbidden')
      return this.navigator.go(route.path, { replace: true });
    runInAction(() => {
      this.landing = landing;
      this.step = route.kind === 'invalid' ? 'invalid' : 'email';
    });
  }

  emailTyped(email: string): void {
    this.email = email;
    if (this.emailError) this.emailError = recipientEmailError(email);
  }

  codeTyped(code: string): void {
    this.code = code;
    this.codeInvalid = false;
  }

  /** Send code (e-mail step) and "Request new code." (code step). */
  async codeRequested(): Promise<void> {
    this.emailError = recipientEmailError(this.email);
    if (this.emailError || this.busy) return;
    this.busy = true;
    const outcome = await this.enter.requestCode(this.quizId, this.hash, this.email, this.module);
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'too-many') {
        this.step = 'too-many';
        this.nextCodeAt = outcome.nextCodeAt;
      } else if (outcome.kind === 'sent') {
        this.step = 'code';
        this.code = '';
        this.codeInvalid = false;
        this.codeExpiresAt = outcome.expiresAt;
        this.nextCodeAt = outcome.nextCodeAt;
        this.codeAlreadySent = outcome.alreadySent;
      }
    });
  }

  tryAgainClicked(): void {
    this.step = 'email';
    this.code = '';
    this.codeInvalid = false;
  }

  async codeSubmitted(): Promise<void> {
    if (this.busy) return;
    if (!isWellFormedCode(this.code)) {
      this.codeInvalid = true;
      return;
    }
    this.busy = true;
    const outcome = await this.enter.enterCode(this.quizId, this.hash, this.email, this.code, this.module);
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'invalid') this.codeInvalid = true;
      else if (outcome.kind === 'too-many') {
        this.step = 'too-many';
        this.nextCodeAt = null;
      }
    });
    if (outcome.kind === 'verified')
      this.navigator.go(introPath(this.quizId, this.module), { replace: true });
  }
}
