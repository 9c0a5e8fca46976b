import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { EditQuiz } from '../../application/quizzes/edit-quiz.use-case';
import { movedOrder, type QuizDetail } from '../../domain/quizzes/quiz-authoring';
import type { QuestionType, QuizQuestion } from '../../domain/quizzes/quiz.entity';
import { openPage, type PageState } from './authoring-page';

/** A quiz's details page (modules/quiz/details/{quizId}): its name, its questions in order, and what to do with them. */
@injectable()
export class QuizDetailsStore {
  state: PageState = 'loading';
  loadMessage = '';
  quiz: QuizDetail | null = null;
  name = '';
  description = '';
  /** Why the name was not saved; what was typed stays. */
  renameProblem = '';
  newType: QuestionType = 'single';
  busy = false;
  /** What the last action did, for the page's live region. */
  said = '';

  constructor(@inject(EditQuiz) private readonly edit: EditQuiz) {
    makeAutoObservable<QuizDetailsStore, 'edit'>(this, { edit: false }, { autoBind: true });
  }

  get questions(): QuizQuestion[] {
    return this.quiz?.Questions ?? [];
  }

  get nameDirty(): boolean {
    return !!this.quiz && (this.name !== this.quiz.Name || this.description !== this.quiz.Description);
  }

  async opened(quizId: number, signal?: AbortSignal): Promise<void> {
    await openPage(
      this,
      () => this.edit.open(quizId, signal),
      (data) => this.show(data),
      signal,
    );
  }

  private show(quiz: QuizDetail): void {
    this.quiz = quiz;
    this.name = quiz.Name;
    this.description = quiz.Description;
  }

  nameTyped(name: string): void {
    this.name = name;
  }

  descriptionTyped(description: string): void {
    this.description = description;
  }

  async renameSubmitted(): Promise<void> {
    if (!this.quiz || this.busy) return;
    this.busy = true;
    const result = await this.edit.rename(this.quiz.QuizId, this.name, this.description);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        this.renameProblem = result.message;
        return;
      }
      this.renameProblem = '';
      this.show(result.data);
      this.said = 'Name and description saved.';
    });
  }

  typeChosen(type: QuestionType): void {
    this.newType = type;
  }

  async addClicked(): Promise<void> {
    if (!this.quiz || this.busy) return;
    this.busy = true;
    await this.edit.addQuestion(this.quiz.QuizId, this.newType);
    runInAction(() => (this.busy = false));
  }

  /** Moves a question (drag, Move up / Move down) at once, sends the whole order, and puts it back if refused. */
  async questionMoved(from: number, to: number): Promise<void> {
    const quiz = this.quiz;
    if (!quiz || to < 0 || to >= quiz.Questions.length || from === to) return;
    const before = quiz.Questions;
    const after = movedOrder(before, from, to);
    quiz.Questions = after;
    this.said = `Moved "${before[from]!.Text}" to position ${to + 1} of ${after.length}.`;
    const saved = await this.edit.reorder(
      quiz.QuizId,
      after.map((q) => q.QuestionId),
    );
    runInAction(() => {
      if (saved) {
        this.quiz = saved;
        return;
      }
      quiz.Questions = before;
      this.said = 'The new order could not be saved: the questions are back in their order.';
    });
  }

  async deleteClicked(question: QuizQuestion, index: number): Promise<void> {
    if (!this.quiz) return;
    if (!(await this.edit.removeQuestion(question, index + 1))) return;
    runInAction(() => {
      if (!this.quiz) return;
      this.quiz.Questions = this.quiz.Questions.filter((q) => q.QuestionId !== question.QuestionId);
      this.quiz.QuestionCount = this.quiz.Questions.length;
      this.said = `Deleted question "${question.Text}".`;
    });
  }

  async copyClicked(): Promise<void> {
    if (this.quiz) await this.edit.copy(this.quiz.QuizId);
  }

  async deleteQuizClicked(): Promise<void> {
    if (this.quiz) await this.edit.remove(this.quiz);
  }
}
