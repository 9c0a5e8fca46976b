import type { QuizRecord, UserRecord } from '../../../fixtures/types';
import { manageQuiz, mayManageQuiz, takeQuiz } from '../../../src/domain/quizzes/quiz-access.policy';
import { isPastDeadline, type QuizAttempt } from '../../../src/domain/quizzes/quiz-attempt.entity';
import { answerFits, type QuizAnswer } from '../../../src/domain/quizzes/quiz-scoring';
import { QUIZ_RESULTS_CHANGED } from '../../../src/domain/quizzes/quiz-results-news';
import type { QuizQuestion } from '../../../src/domain/quizzes/quiz.entity';
import type { Hub } from '../../hub';
import { HttpError, badRequest } from '../../http';
import { ModuleData, type ModuleKind } from '../../modules/module-data';
import type { Store } from '../../store';

/** The hub event of the results pages (docs/realtime.md), one name for the mock and the SPA. */
export { QUIZ_RESULTS_CHANGED };

export { nameOf } from '../../modules/module-data';

const QUIZZES: ModuleKind<QuizRecord, QuizQuestion> = {
  noun: 'quiz',
  records: (data) => data.quizzes,
  questions: (data) => data.quizQuestions,
  idOf: (quiz) => quiz.QuizId,
  ownerOf: (question) => question.QuizId,
  manage: manageQuiz,
  take: takeQuiz,
  mayManage: mayManageQuiz,
  resultsEvent: QUIZ_RESULTS_CHANGED,
  resultsNews: (quiz) => ({ QuizId: quiz.QuizId }),
};

/** Reads and rules the quiz routes share: the module's lookups (ModuleData), the deadline's lazy submission. */
export class QuizData extends ModuleData<QuizRecord, QuizQuestion> {
  constructor(store: Store, hub: Hub, now: () => number) {
    super(store, hub, now, QUIZZES);
  }

  /** The name a quiz's link shows its visitors. */
  workspaceName(workspaceId: number): string {
    return this.store.workspace(workspaceId)?.name ?? 'Gridwork';
  }

  /** An attempt with its quiz, found in the caller's workspace. */
  attemptOf(user: UserRecord, quizExamId: number): { quiz: QuizRecord; attempt: QuizAttempt } {
    const attempt = this.data.quizAttempts.find((a) => a.QuizExamId === quizExamId);
    const quiz = attempt && this.inWorkspace(attempt.QuizId, user.workspaceId);
    if (!attempt || !quiz) throw new HttpError(404, `No quiz attempt ${quizExamId}.`);
    this.settle(quiz, [attempt]);
    return { quiz, attempt };
  }

  /** The caller's own attempt (another taker's is a 404: its id tells nothing). */
  ownAttempt(user: UserRecord, quizExamId: number): { quiz: QuizRecord; attempt: QuizAttempt } {
    const found = this.attemptOf(user, quizExamId);
    if (found.attempt.TakerUserId !== user.id) throw new HttpError(404, `No quiz attempt ${quizExamId}.`);
    return found;
  }

  /** An attempt whose deadline and grace have passed is submitted with what was saved, as Moodle does. */
  settle(quiz: QuizRecord, attempts: readonly QuizAttempt[]): void {
    const now = this.now();
    let changed = false;
    for (const a of attempts) {
      if (a.Status !== 'inProgress' || !isPastDeadline(a, now)) continue;
      a.Status = 'submitted';
      a.SubmittedAt = a.Deadline;
      a.AutoSubmitted = true;
      changed = true;
    }
    if (changed) {
      this.save();
      this.resultsChanged(quiz);
    }
  }

  attemptsOf(quiz: QuizRecord): QuizAttempt[] {
    const attempts = this.data.quizAttempts.filter((a) => a.QuizId === quiz.QuizId);
    this.settle(quiz, attempts);
    return attempts;
  }

  /**
   * Keeps the answers sent on an attempt (or a preview) in progress, each checked first against its question: one of
   * the attempt's questions, in the shape its type takes (400 if not, nothing kept). A null answer clears one.
   */
  answersSaved(
    quiz: QuizRecord,
    attempt: QuizAttempt,
    answers: Record<string, unknown>,
    what: 'attempt' | 'preview',
  ): void {
    const questions = new Map(this.questionsOf(quiz).map((x) => [String(x.QuestionId), x]));
    for (const [id, answer] of Object.entries(answers)) {
      const question = questions.get(id);
      if (!question || !attempt.QuestionOrder.includes(question.QuestionId))
        throw badRequest(`Answers: there is no question ${id} in this ${what}.`);
      if (!answerFits(question, answer as QuizAnswer))
        throw badRequest(`Answers[${id}] does not fit a ${question.Type} question.`);
    }
    for (const [id, answer] of Object.entries(answers as Record<string, QuizAnswer>)) {
      if (answer === null) delete attempt.Answers[id];
      else attempt.Answers[id] = answer;
    }
  }
}
