import type { QuizRecord, UserRecord } from '../../../fixtures/types';
import type { Actor } from '../../../src/domain/access/actor';
import { manageQuiz, mayManageQuiz, takeQuiz } from '../../../src/domain/quizzes/quiz-access.policy';
import { isPastDeadline, type QuizAttempt } from '../../../src/domain/quizzes/quiz-attempt.entity';
import type { QuizQuestion } from '../../../src/domain/quizzes/quiz.entity';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import type { Hub } from '../../hub';
import { HttpError } from '../../http';
import type { Store } from '../../store';

import { QUIZ_RESULTS_CHANGED } from '../../../src/domain/quizzes/quiz-results-news';

/** The hub event of the results pages (docs/realtime.md), one name for the mock and the SPA. */
export { QUIZ_RESULTS_CHANGED };

export const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Reads and rules the quiz routes share: lookups with access checks, the deadline's lazy submission, live updates. */
export class QuizData {
  constructor(
    private readonly store: Store,
    private readonly hub: Hub,
    readonly now: () => number,
  ) {}

  get data() {
    return this.store.data;
  }

  /** The name a quiz's link shows its visitors. */
  workspaceName(workspaceId: number): string {
    return this.store.workspace(workspaceId)?.name ?? 'Gridwork';
  }

  actor(user: UserRecord): Actor {
    return actorOf(this.store, user);
  }

  /** A quiz of the caller's workspace (404 for any other, so ids of other workspaces tell nothing). */
  quizOf(user: UserRecord, quizId: number): QuizRecord {
    const quiz = this.data.quizzes.find((q) => q.QuizId === quizId && q.workspaceId === user.workspaceId);
    if (!quiz) throw new HttpError(404, `No quiz ${quizId}.`);
    return quiz;
  }

  managed(user: UserRecord, quizId: number): QuizRecord {
    const quiz = this.quizOf(user, quizId);
    allow(manageQuiz(this.actor(user), quiz));
    return quiz;
  }

  takeable(user: UserRecord, quizId: number): QuizRecord {
    const quiz = this.quizOf(user, quizId);
    allow(takeQuiz(this.actor(user), quiz));
    return quiz;
  }

  mayManage(user: UserRecord, quiz: QuizRecord): boolean {
    return mayManageQuiz(this.actor(user), quiz);
  }

  questionsOf(quiz: QuizRecord): QuizQuestion[] {
    const byId = new Map(
      this.data.quizQuestions.filter((q) => q.QuizId === quiz.QuizId).map((q) => [q.QuestionId, q]),
    );
    return quiz.QuestionIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  /** A question the caller may edit, with its quiz. */
  managedQuestion(user: UserRecord, questionId: number): { quiz: QuizRecord; question: QuizQuestion } {
    const question = this.data.quizQuestions.find((q) => q.QuestionId === questionId);
    const quiz =
      question &&
      this.data.quizzes.find((q) => q.QuizId === question.QuizId && q.workspaceId === user.workspaceId);
    if (!question || !quiz) throw new HttpError(404, `No question ${questionId}.`);
    allow(manageQuiz(this.actor(user), quiz));
    return { quiz, question };
  }

  /** An attempt with its quiz, found in the caller's workspace. */
  attemptOf(user: UserRecord, quizExamId: number): { quiz: QuizRecord; attempt: QuizAttempt } {
    const attempt = this.data.quizAttempts.find((a) => a.QuizExamId === quizExamId);
    const quiz =
      attempt &&
      this.data.quizzes.find((q) => q.QuizId === attempt.QuizId && q.workspaceId === user.workspaceId);
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
      this.store.save();
      this.resultsChanged(quiz);
    }
  }

  attemptsOf(quiz: QuizRecord): QuizAttempt[] {
    const attempts = this.data.quizAttempts.filter((a) => a.QuizId === quiz.QuizId);
    this.settle(quiz, attempts);
    return attempts;
  }

  /** Tells the quiz's managers who are online that its results changed (docs/realtime.md). */
  resultsChanged(quiz: QuizRecord): void {
    const people = this.data.users.filter(
      (u) => u.workspaceId === quiz.workspaceId && this.mayManage(u, quiz),
    );
    for (const person of people) this.hub.push(person.id, QUIZ_RESULTS_CHANGED, { QuizId: quiz.QuizId });
  }

  save(): void {
    this.store.save();
  }

  nextId<T>(records: readonly T[], id: (record: T) => number): number {
    return this.store.nextId(records, id);
  }
}
