import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  EnterSharedQuiz,
  introPath,
  type LinkLanding,
} from '../../application/quizzes/enter-shared-quiz.use-case';
import type { LinkModule } from '../../domain/quizzes/quiz-link';
import { Clock } from '../../ports/clock.port';
import { Navigator } from '../../ports/navigator.port';
import {
  backToEmail,
  requestCode,
  submitCode,
  typeCode,
  typeEmail,
  type CodeStep,
} from '../sharing/recipient-code-steps';

/** The steps of a quiz link's visitor: the landing decides; the login page asks the e-mail, then the code. */
export type QuizEntryStep = 'loading' | CodeStep | 'invalid';

/**
 * The link's landing (/modules/quiz/share/{quizId}) and sign-in (/modules/quiz/login/{quizId}) pages: one per open
 * page. The e-mail and code steps are the shared forms' (src/ui/sharing/recipient-steps.tsx and
 * src/stores/sharing/recipient-code-steps.ts), so the store has their shape.
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
    typeEmail(this, email);
  }

  codeTyped(code: string): void {
    typeCode(this, code);
  }

  /** Send code (e-mail step) and "Request new code." (code step). */
  codeRequested(): Promise<void> {
    return requestCode(this, () => this.enter.requestCode(this.quizId, this.hash, this.email, this.module));
  }

  tryAgainClicked(): void {
    backToEmail(this);
  }

  async codeSubmitted(): Promise<void> {
    const outcome = await submitCode(this, () =>
      this.enter.enterCode(this.quizId, this.hash, this.email, this.code, this.module),
    );
    if (outcome?.kind === 'verified')
      this.navigator.go(introPath(this.quizId, this.module), { replace: true });
  }
}
