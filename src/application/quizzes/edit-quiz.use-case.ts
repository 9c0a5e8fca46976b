import { inject, injectable } from 'inversify';
import { quizNameProblem, type QuestionDetail, type QuizDetail } from '../../domain/quizzes/quiz-authoring';
import { QUESTION_TYPE_LABELS, type QuestionType, type QuizQuestion } from '../../domain/quizzes/quiz.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { Navigator } from '../../ports/navigator.port';
import { QuizAuthoringGateway } from '../../ports/quiz-authoring-gateway.port';
import { QuizGateway } from '../../ports/quiz-gateway.port';
import { ManageQuizList } from './manage-quiz-list.use-case';
import { loaded, saved, type Loaded, type Saved } from './quiz-authoring-results';

export const quizDetailsPath = (quizId: number) => `/modules/quiz/details/${quizId}`;
export const quizQuestionPath = (questionId: number) => `/modules/quiz/question/${questionId}`;
export const QUIZ_LIST_PATH = '/modules/quiz/list';

/** The text a new question starts with, for the author to replace in the editor (ours). */
export const newQuestionText = (type: QuestionType) =>
  `New ${QUESTION_TYPE_LABELS[type].toLowerCase()} question`;

export const deleteQuestionConfirmation = (question: Pick<QuizQuestion, 'Text'>, position: number) => ({
  title: 'Delete Question?',
  message: `Question ${position}, "${question.Text}", will be deleted with the answers given to it. This cannot be undone.`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});

/**
 * A manager of a quiz edits it on its details page (docs/use-cases/edit-quiz.md): renames it and its description,
 * adds questions (the editor opens), deletes one after confirming, reorders them (drag or Move up / Move down send
 * the whole order), and copies or deletes the quiz.
 */
@injectable()
export class EditQuiz {
  constructor(
    @inject(QuizAuthoringGateway) private readonly authoring: QuizAuthoringGateway,
    @inject(QuizGateway) private readonly quizzes: QuizGateway,
    @inject(ManageQuizList) private readonly list: ManageQuizList,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  async open(quizId: number, signal?: AbortSignal): Promise<Loaded<QuizDetail>> {
    if (!Number.isInteger(quizId) || quizId <= 0) return { kind: 'not-found' };
    return loaded(await this.authoring.details(quizId, signal));
  }

  /** Renames the quiz; the name is checked here first, as the server checks it. */
  async rename(quizId: number, name: string, description: string): Promise<Saved<QuizDetail>> {
    const problem = quizNameProblem(name);
    if (problem) return { ok: false, message: problem };
    return saved(await this.authoring.rename(quizId, name.trim(), description.trim()));
  }

  /** Sends the new order; null when refused (the page goes back to the order it had). */
  async reorder(quizId: number, questionIds: number[]): Promise<QuizDetail | null> {
    const result = await this.authoring.reorder(quizId, questionIds);
    return result.ok ? result.data : null;
  }

  /** Adds a question of the type at the end and opens it in the editor. */
  async addQuestion(quizId: number, type: QuestionType): Promise<QuestionDetail | null> {
    const result = await this.authoring.addQuestion(quizId, type, newQuestionText(type));
    if (!result.ok) return null;
    this.navigator.go(quizQuestionPath(result.data.QuestionId));
    return result.data;
  }

  /** True when deleted; false when the author kept it or the call failed. */
  async removeQuestion(question: QuizQuestion, position: number): Promise<boolean> {
    if (!(await this.dialogs.confirm(deleteQuestionConfirmation(question, position)))) return false;
    return (await this.authoring.removeQuestion(question.QuestionId)).ok;
  }

  /** Copies the quiz and opens the copy. */
  async copy(quizId: number): Promise<boolean> {
    const result = await this.quizzes.copy(quizId);
    if (!result.ok) return false;
    this.navigator.go(quizDetailsPath(result.data.QuizId));
    return true;
  }

  /** Deletes the quiz after the list's confirmation, then back to the list. */
  async remove(quiz: QuizDetail): Promise<boolean> {
    if (!(await this.list.remove(quiz))) return false;
    this.navigator.go(QUIZ_LIST_PATH);
    return true;
  }
}
