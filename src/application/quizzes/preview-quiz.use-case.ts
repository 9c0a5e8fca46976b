import { inject, injectable } from 'inversify';
import type { QuizAnswer } from '../../domain/quizzes/quiz-scoring';
import type { TakerExam, TakerIntro, TakerReport } from '../../domain/quizzes/quiz-taker-view';
import { QuizPreviewGateway } from '../../ports/quiz-preview-gateway.port';
import type { SaveOutcome } from './take-quiz.use-case';

/** Why a preview page shows nothing: the author may not manage the quiz, or it could not be read. */
export type PreviewRefusal = 'forbidden' | 'failed';

/**
 * An author previews a quiz without recording it (docs/use-cases/preview-quiz.md): reads the introduction a taker
 * would see, takes it with the same page and timer, submits and reads the report with the key and explanations.
 */
@injectable()
export class PreviewQuiz {
  constructor(@inject(QuizPreviewGateway) private readonly previews: QuizPreviewGateway) {}

  async intro(quizId: number, signal?: AbortSignal): Promise<TakerIntro | PreviewRefusal> {
    const result = await this.previews.intro(quizId, signal);
    return result.ok ? result.data : refusalOf(result.failure);
  }

  async open(quizId: number): Promise<TakerExam | null> {
    const result = await this.previews.open(quizId);
    return result.ok ? result.data : null;
  }

  async save(quizId: number, answers: Record<string, QuizAnswer>): Promise<SaveOutcome> {
    const result = await this.previews.save(quizId, answers);
    if (result.ok) return { kind: 'saved', exam: result.data };
    const { failure } = result;
    return failure.kind === 'status' && failure.status === 409 ? { kind: 'time-up' } : { kind: 'failed' };
  }

  async submit(quizId: number, answers: Record<string, QuizAnswer>): Promise<TakerReport | null> {
    const result = await this.previews.submit(quizId, answers);
    return result.ok ? result.data : null;
  }

  async report(quizId: number, signal?: AbortSignal): Promise<TakerReport | PreviewRefusal> {
    const result = await this.previews.report(quizId, signal);
    return result.ok ? result.data : refusalOf(result.failure);
  }
}

const refusalOf = (failure: { kind: string; status?: number }): PreviewRefusal =>
  failure.kind === 'status' && (failure.status === 403 || failure.status === 404) ? 'forbidden' : 'failed';
