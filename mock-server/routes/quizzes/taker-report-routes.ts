import type { Application } from 'express';
import { takerReportEntryOf } from '../../../src/domain/quizzes/quiz-preview';
import { signedIn } from '../../auth';
import { ID } from '../../forms/body-reader';
import { handle } from '../../http';
import { queryInteger } from '../../validate';
import type { QuizData } from './quiz-data';

/** How many reports the list across quizzes holds (the latest first). */
export const LATEST_REPORTS_MAX = 20;

/**
 * The taker's own reports (exam/report/{quizId?}): each submitted attempt with its score, pass or fail, date and
 * review as the quiz's settings allow; without a quiz, the latest across the quizzes of the workspace.
 * docs/quizzes-and-surveys.md, "Preview and reports".
 */
export function registerTakerReportRoutes(app: Application, q: QuizData): void {
  app.get(
    '/quizexam/reports',
    handle((req, res) => {
      const caller = signedIn(res);
      const quizId = queryInteger(req, 'quizId', { ...ID, fallback: 0 });
      const now = q.now();
      const mine = (quizIds: Set<number>) =>
        q.data.quizzes
          .filter((quiz) => quizIds.has(quiz.QuizId))
          .flatMap((quiz) => {
            const questions = q.questionsOf(quiz);
            return q
              .attemptsOf(quiz)
              .filter((a) => a.TakerUserId === caller.user.id && a.Status === 'submitted')
              .map((a) => takerReportEntryOf(quiz, questions, a, now));
          })
          .sort((a, b) => b.SubmittedAt.localeCompare(a.SubmittedAt));
      if (quizId !== 0) {
        const quiz = q.recordOf(caller.user, quizId);
        const own = mine(new Set([quiz.QuizId]));
        // A taker keeps their reports after the quiz stops being shared with them; anyone else needs the right to take.
        if (own.length === 0) q.takeable(caller.user, quizId);
        return res.json(own);
      }
      const workspace = new Set(
        q.data.quizzes.filter((x) => x.workspaceId === caller.user.workspaceId).map((x) => x.QuizId),
      );
      res.json(mine(workspace).slice(0, LATEST_REPORTS_MAX));
    }),
  );
}
