import { inject, injectable, optional } from 'inversify';
import type { QuizAnswer } from '../../domain/quizzes/quiz-scoring';
import type { TakerExam, TakerIntro, TakerReport } from '../../domain/quizzes/quiz-taker-view';
import { Dialogs } from '../../ports/dialogs.port';
import { KeyValueStore } from '../../ports/key-value-store.port';
import { QuizGateway } from '../../ports/quiz-gateway.port';
import { UserContext } from '../../ports/user-context.port';
import { linkSessionEndedSignIn } from './link-session-ended';

/** The introduction, or why it cannot be shown. */
export type IntroOutcome =
  | { kind: 'intro'; intro: TakerIntro }
  | { kind: 'forbidden' }
  | { kind: 'failed' }
  /** A link's visitor whose session ended: back to that link's sign-in page (`signIn`). */
  | { kind: 'session-ended'; signIn: string };

/** A save's outcome: saved, the time was up (the server submitted the attempt), or failed (the catalogue said why). */
export type SaveOutcome = { kind: 'saved'; exam: TakerExam } | { kind: 'time-up' } | { kind: 'failed' };

/** The introduction's own address (exam/pre), the page these refusals happen on. */
const quizIntroPath = (quizId: number) => `/modules/quiz/exam/pre?quizId=${quizId}`;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const listed = (numbers: readonly number[]) =>
  numbers.length === 1
    ? `${numbers[0]}`
    : `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;

/**
 * A taker takes a quiz (docs/use-cases/take-quiz.md): reads what it is, opens or resumes an attempt, saves answers as
 * they are given and submits, after confirming when questions are left unanswered.
 */
@injectable()
export class TakeQuiz {
  constructor(
    @inject(QuizGateway) private readonly quizzes: QuizGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(UserContext) @optional() private readonly users?: UserContext,
    @inject(KeyValueStore) @optional() private readonly storage?: KeyValueStore,
  ) {}

  /**
   * What the quiz is (exam/pre). The page says itself why it cannot open: not shared with this taker, or no session
   * (401, 403, 404: `forbidden`, /modules/403), or anything else (`failed`).
   */
  async introOrRefusal(quizId: number, signal?: AbortSignal): Promise<IntroOutcome> {
    const result = await this.quizzes.intro(quizId, signal);
    if (result.ok) return { kind: 'intro', intro: result.data };
    const { failure } = result;
    // The introduction handles its refusals itself (the catalogue does not see them), by the catalogue's own rule.
    if (failure.kind === 'status' && failure.status === 401) {
      const signIn = linkSessionEndedSignIn(quizIntroPath(quizId), this.users, this.storage);
      if (signIn) return { kind: 'session-ended', signIn };
    }
    const refused = failure.kind === 'status' && [401, 403, 404].includes(failure.status);
    return { kind: refused ? 'forbidden' : 'failed' };
  }

  async open(quizId: number): Promise<TakerExam | null> {
    const result = await this.quizzes.open(quizId);
    return result.ok ? result.data : null;
  }

  async save(quizExamId: number, answers: Record<string, QuizAnswer>): Promise<SaveOutcome> {
    const result = await this.quizzes.save(quizExamId, answers);
    if (result.ok) return { kind: 'saved', exam: result.data };
    const { failure } = result;
    return failure.kind === 'status' && failure.status === 409 ? { kind: 'time-up' } : { kind: 'failed' };
  }

  /** Asks first when questions are unanswered (their numbers as the taker sees them); false: the taker stayed. */
  confirmSubmit(unanswered: readonly number[]): Promise<boolean> {
    const message =
      unanswered.length === 0
        ? 'You have answered every question. Once submitted, your answers cannot be changed.'
        : `${plural(unanswered.length, 'Question', 'Questions')} ${listed(unanswered)} ${plural(unanswered.length, 'is', 'are')} not answered. Once submitted, your answers cannot be changed.`;
    return this.dialogs.confirm({
      title: 'Submit the quiz?',
      message,
      confirmLabel: 'Submit',
      cancelLabel: 'Keep answering',
    });
  }

  async submit(quizExamId: number, answers: Record<string, QuizAnswer>): Promise<TakerReport | null> {
    const result = await this.quizzes.submit(quizExamId, answers);
    return result.ok ? result.data : null;
  }
}
