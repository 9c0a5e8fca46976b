import type { Application, Response } from 'express';
import type { QuizRecord } from '../../../fixtures/types';
import { isPastDeadline, openState, type QuizAttempt } from '../../../src/domain/quizzes/quiz-attempt.entity';
import { previewAttemptOf, previewReportOf } from '../../../src/domain/quizzes/quiz-preview';
import { takerExamOf, takerIntroOf } from '../../../src/domain/quizzes/quiz-taker-view';
import { signedIn } from '../../auth';
import { ID } from '../../forms/body-reader';
import { HttpError, handle } from '../../http';
import { QuizIdBody } from '../../schemas/quizzes.schema';
import { PreviewSaveBody, PreviewSubmitBody } from '../../schemas/quiz-preview.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { ExamMessage } from './exam-routes';
import { previewAttemptsOf } from './preview-attempts';
import { nameOf, type QuizData } from './quiz-data';

export const PreviewMessage = {
  notOpen: 'Open the preview first: there is no preview of this quiz in progress.',
  notSubmitted: 'Submit the preview first: there is no report of it yet.',
} as const;

const readable = (iso: string) => iso.replace('T', ' ').slice(0, 16) + ' UTC';

/**
 * An author tries a quiz without recording it (exam/pre/preview, exam/preview, exam/report/preview/{quizId}):
 * docs/quizzes-and-surveys.md, "Preview and reports". Managers of the quiz only. A preview attempt lives in
 * preview-attempts.ts, never in quizAttempts: no results row, no attempt counted, no live event, no activity entry.
 */
export function registerPreviewRoutes(app: Application, q: QuizData): void {
  const previews = () => previewAttemptsOf(q.data);
  const author = (res: Response, quizId: number) => {
    const caller = signedIn(res);
    return { caller, quiz: q.managed(caller.user, quizId) };
  };

  /** A preview past its deadline and grace is submitted with what was saved, as a real attempt is. */
  const settled = (attempt: QuizAttempt | undefined, now: number) => {
    if (attempt && attempt.Status === 'inProgress' && isPastDeadline(attempt, now)) {
      attempt.Status = 'submitted';
      attempt.SubmittedAt = attempt.Deadline;
      attempt.AutoSubmitted = true;
    }
    return attempt;
  };

  /** What a taker would be told before starting (the author may preview anyway, unless there are no questions). */
  const takerBlocked = (quiz: QuizRecord, now: number): string | null => {
    const state = openState(quiz.Settings, now);
    if (quiz.QuestionIds.length === 0) return ExamMessage.noQuestions;
    if (state === 'notYetOpen') return ExamMessage.notYetOpen(readable(quiz.Settings.OpenFrom!));
    if (state === 'closed') return ExamMessage.closed(readable(quiz.Settings.OpenUntil!));
    return null;
  };

  const inProgress = (userId: number, quiz: QuizRecord) => {
    const attempt = settled(previews().get(userId, quiz.QuizId), q.now());
    if (!attempt) throw new HttpError(409, PreviewMessage.notOpen);
    if (attempt.Status === 'submitted')
      throw new HttpError(409, attempt.AutoSubmitted ? ExamMessage.timeUp : ExamMessage.submitted, {
        Submitted: true,
      });
    return attempt;
  };

  app.get(
    '/quizexam/preview/intro',
    handle((req, res) => {
      const { caller, quiz } = author(res, queryInteger(req, 'quizId', ID));
      const now = q.now();
      const open = settled(previews().get(caller.user.id, quiz.QuizId), now);
      const resumable = open?.Status === 'inProgress' ? open : null;
      // As a taker who has not tried it yet would see it.
      res.json(takerIntroOf(quiz, q.questionsOf(quiz), 0, resumable, takerBlocked(quiz, now)));
    }),
  );

  app.post(
    '/quizexam/preview/open',
    handle((req, res) => {
      const { caller, quiz } = author(res, validBody(req, QuizIdBody).QuizId);
      const questions = q.questionsOf(quiz);
      const now = q.now();
      const open = settled(previews().get(caller.user.id, quiz.QuizId), now);
      if (open?.Status === 'inProgress') return res.json(takerExamOf(quiz, questions, open, now));
      if (questions.length === 0) throw new HttpError(409, ExamMessage.noQuestions);
      const who = { userId: caller.user.id, email: caller.user.email, name: nameOf(caller.user) };
      const attempt = previewAttemptOf(quiz, questions, who, previews().nextId(), now);
      previews().set(attempt);
      res.json(takerExamOf(quiz, questions, attempt, now));
    }),
  );

  app.post(
    '/quizexam/preview/save',
    handle((req, res) => {
      const body = validBody(req, PreviewSaveBody);
      const { caller, quiz } = author(res, body.QuizId);
      const attempt = inProgress(caller.user.id, quiz);
      q.answersSaved(quiz, attempt, body.Answers, 'preview');
      res.json(takerExamOf(quiz, q.questionsOf(quiz), attempt, q.now()));
    }),
  );

  app.post(
    '/quizexam/preview/submit',
    handle((req, res) => {
      const body = validBody(req, PreviewSubmitBody);
      const { caller, quiz } = author(res, body.QuizId);
      const now = q.now();
      const attempt = settled(previews().get(caller.user.id, quiz.QuizId), now);
      if (!attempt) throw new HttpError(409, PreviewMessage.notOpen);
      if (attempt.Status === 'inProgress') {
        if (body.Answers) q.answersSaved(quiz, attempt, body.Answers, 'preview');
        attempt.Status = 'submitted';
        attempt.SubmittedAt = new Date(now).toISOString();
      }
      res.json(previewReportOf(quiz, q.questionsOf(quiz), attempt, now));
    }),
  );

  app.get(
    '/quizexam/preview/report',
    handle((req, res) => {
      const { caller, quiz } = author(res, queryInteger(req, 'quizId', ID));
      const now = q.now();
      const attempt = settled(previews().get(caller.user.id, quiz.QuizId), now);
      if (!attempt || attempt.Status !== 'submitted') throw new HttpError(409, PreviewMessage.notSubmitted);
      res.json(previewReportOf(quiz, q.questionsOf(quiz), attempt, now));
    }),
  );
}
