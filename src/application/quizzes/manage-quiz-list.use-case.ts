import { inject, injectable } from 'inversify';
import type { QuizSummary } from '../../domain/quizzes/quiz.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { QuizGateway } from '../../ports/quiz-gateway.port';

/**
 * An author manages their quizzes from the list (docs/use-cases/manage-quiz-list.md): lists, creates, copies and
 * deletes (after confirming: the attempts go with it).
 */
@injectable()
export class ManageQuizList {
  constructor(
    @inject(QuizGateway) private readonly quizzes: QuizGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
  ) {}

  async list(signal?: AbortSignal): Promise<QuizSummary[] | null> {
    const result = await this.quizzes.list(signal);
    return result.ok ? result.data : null;
  }

  async create(name: string, description: string): Promise<QuizSummary | null> {
    const result = await this.quizzes.create(name.trim(), description.trim());
    return result.ok ? result.data : null;
  }

  async copy(quizId: number): Promise<QuizSummary | null> {
    const result = await this.quizzes.copy(quizId);
    return result.ok ? result.data : null;
  }

  /** True when deleted; false when the author kept it or the call failed. */
  async remove(quiz: Pick<QuizSummary, 'QuizId' | 'Name' | 'AttemptCount'>): Promise<boolean> {
    const attempts = quiz.AttemptCount === 1 ? '1 attempt' : `${quiz.AttemptCount} attempts`;
    const sure = await this.dialogs.confirm({
      title: 'Delete Quiz?',
      message: `"${quiz.Name}" and its ${attempts} will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!sure) return false;
    return (await this.quizzes.remove(quiz.QuizId)).ok;
  }
}
