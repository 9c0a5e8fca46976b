import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageQuizList } from '../../application/quizzes/manage-quiz-list.use-case';
import type { QuizSummary } from '../../domain/quizzes/quiz.entity';

/** The quiz list (modules/quiz/list): the quizzes the user manages, and the new-quiz form. */
@injectable()
export class QuizListStore {
  state: 'loading' | 'ready' | 'failed' = 'loading';
  quizzes: QuizSummary[] = [];
  newName = '';
  busy = false;
  /** What the last action did, for the page's live region. */
  said = '';

  constructor(@inject(ManageQuizList) private readonly manage: ManageQuizList) {
    makeAutoObservable<QuizListStore, 'manage'>(this, { manage: false }, { autoBind: true });
  }

  async opened(signal?: AbortSignal): Promise<void> {
    const quizzes = await this.manage.list(signal);
    runInAction(() => {
      if (quizzes) this.quizzes = quizzes;
      this.state = quizzes ? 'ready' : 'failed';
    });
  }

  nameTyped(name: string): void {
    this.newName = name;
  }

  /** Creates the quiz; answers it so the page can open it. */
  async createSubmitted(): Promise<QuizSummary | null> {
    if (this.newName.trim() === '' || this.busy) return null;
    this.busy = true;
    const quiz = await this.manage.create(this.newName, '');
    runInAction(() => {
      this.busy = false;
      if (!quiz) return;
      this.newName = '';
      this.quizzes = [...this.quizzes, quiz].sort((a, b) => a.Name.localeCompare(b.Name));
      this.said = `Created "${quiz.Name}".`;
    });
    return quiz;
  }

  async copyClicked(quiz: QuizSummary): Promise<void> {
    const copy = await this.manage.copy(quiz.QuizId);
    runInAction(() => {
      if (!copy) return;
      this.quizzes = [...this.quizzes, copy].sort((a, b) => a.Name.localeCompare(b.Name));
      this.said = `Copied "${quiz.Name}" as "${copy.Name}".`;
    });
  }

  async deleteClicked(quiz: QuizSummary): Promise<void> {
    if (!(await this.manage.remove(quiz))) return;
    runInAction(() => {
      this.quizzes = this.quizzes.filter((q) => q.QuizId !== quiz.QuizId);
      this.said = `Deleted "${quiz.Name}".`;
    });
  }
}
