import type { Application } from 'express';
import type { QuizRecord } from '../../../fixtures/types';
import {
  attemptOrderOf,
  attemptsLeft,
  deadlineOf,
  isPastDeadline,
  openState,
  type QuizAttempt,
} from '../../../src/domain/quizzes/quiz-attempt.entity';
import { takerExamOf, takerIntroOf, takerReportOf } from '../../../src/domain/quizzes/quiz-taker-view';
import { ID } from '../../forms/body-reader';
import { HttpError, handle } from '../../http';
import { ExamSaveBody, ExamSubmitBody, QuizIdBody } from '../../schemas/quizzes.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import type { QuizData } from './quiz-data';
import {
  attemptsOfTaker,
  isOwnAttempt,
  ownAttemptOf,
  takeableBy,
  takerIdentity,
  takerOf,
} from './quiz-takers';

export const ExamMessage = {
  timeUp: 'Time is up: your attempt was submitted with the answers saved before the deadline.',
  submitted: 'This attempt has been submitted already.',
  inProgress: 'This attempt is still in progress.',
  noAttemptsLeft: 'You have used all your attempts at this quiz.',
  noQuestions: 'This quiz has no questions yet.',
  notYetOpen: (when: string) => `This quiz opens on ${when}.`,
  closed: (when: string) => `This quiz closed on ${when}.`,
} as const;

const readable = (iso: string) => iso.replace('T', ' ').slice(0, 16) + ' UTC';

/** Taking a quiz (exam/pre, getExam, exam, exam/report): docs/quizzes-and-surveys.md, "Taking a quiz". */
export function registerExamRoutes(app: Application, q: QuizData): void {
  // A workspace user, or an outside taker fenced to the quiz of their link (quiz-takers.ts).
  const taker = takerOf;
  const mine = (caller: ReturnType<typeof takerOf>, quiz: QuizRecord) => attemptsOfTaker(q, caller, quiz);

  /** Why the caller cannot start an attempt now, or null. */
  const blocked = (quiz: QuizRecord, used: number): string | null => {
    const now = q.now();
    const state = openState(quiz.Settings, now);
    if (state === 'notYetOpen') return ExamMessage.notYetOpen(readable(quiz.Settings.OpenFrom!));
    if (state === 'closed') return ExamMessage.closed(readable(quiz.Settings.OpenUntil!));
    if (quiz.QuestionIds.length === 0) return ExamMessage.noQuestions;
    if (attemptsLeft(quiz.Settings, used) === 0) return ExamMessage.noAttemptsLeft;
    return null;
  };

  app.get(
    '/quizexam/intro',
    handle((req, res) => {
      const caller = taker(res);
      const quiz = takeableBy(q, caller, queryInteger(req, 'quizId', ID));
      const attempts = mine(caller, quiz);
      const open = attempts.find((a) => a.Status === 'inProgress' && isOwnAttempt(caller, a)) ?? null;
      const why = open ? null : blocked(quiz, attempts.length);
      res.json(takerIntroOf(quiz, q.questionsOf(quiz), attempts.length, open, why));
    }),
  );

  // getExam/{quizId}: opens an attempt, or resumes the one in progress with the same deadline.
  app.post(
    '/quizexam/open',
    handle((req, res) => {
      const caller = taker(res);
      const quiz = takeableBy(q, caller, validBody(req, QuizIdBody).QuizId);
      const questions = q.questionsOf(quiz);
      const attempts = mine(caller, quiz);
      const now = q.now();
      const open = attempts.find((a) => a.Status === 'inProgress' && isOwnAttempt(caller, a));
      if (open) return res.json(takerExamOf(quiz, questions, open, now));
      const why = blocked(quiz, attempts.length);
      if (why) throw new HttpError(409, why);
      const QuizExamId = q.nextId(q.data.quizAttempts, (a) => a.QuizExamId);
      const deadline = deadlineOf(quiz.Settings, now);
      const attempt: QuizAttempt = {
        QuizExamId,
        QuizId: quiz.QuizId,
        ...takerIdentity(caller),
        StartedAt: new Date(now).toISOString(),
        Deadline: deadline === null ? null : new Date(deadline).toISOString(),
        SubmittedAt: null,
        AutoSubmitted: false,
        Status: 'inProgress',
        Answers: {},
        ...attemptOrderOf(quiz.Settings, questions, QuizExamId),
        Grades: {},
        ScoreOverride: null,
      };
      q.data.quizAttempts.push(attempt);
      q.save();
      q.resultsChanged(quiz);
      res.json(takerExamOf(quiz, questions, attempt, now));
    }),
  );

  app.post(
    '/quizexam/save',
    handle((req, res) => {
      const caller = taker(res);
      const body = validBody(req, ExamSaveBody);
      const { quiz, attempt } = ownAttemptOf(q, caller, body.QuizExamId);
      if (attempt.Status === 'submitted')
        throw new HttpError(409, attempt.AutoSubmitted ? ExamMessage.timeUp : ExamMessage.submitted, {
          Submitted: true,
        });
      q.answersSaved(quiz, attempt, body.Answers, 'attempt');
      q.save();
      res.json(takerExamOf(quiz, q.questionsOf(quiz), attempt, q.now()));
    }),
  );

  app.post(
    '/quizexam/submit',
    handle((req, res) => {
      const caller = taker(res);
      const body = validBody(req, ExamSubmitBody);
      const { quiz, attempt } = ownAttemptOf(q, caller, body.QuizExamId);
      const now = q.now();
      if (attempt.Status === 'inProgress' && !isPastDeadline(attempt, now)) {
        if (body.Answers) q.answersSaved(quiz, attempt, body.Answers, 'attempt');
        attempt.Status = 'submitted';
        attempt.SubmittedAt = new Date(now).toISOString();
        q.save();
        q.resultsChanged(quiz);
      }
      res.json(takerReportOf(quiz, q.questionsOf(quiz), attempt, now));
    }),
  );

  app.get(
    '/quizexam/report',
    handle((req, res) => {
      const caller = taker(res);
      const id = queryInteger(req, 'id', ID);
      const { quiz, attempt } =
        caller.kind === 'member' ? q.attemptOf(caller.caller.user, id) : ownAttemptOf(q, caller, id);
      if (
        caller.kind === 'member' &&
        !isOwnAttempt(caller, attempt) &&
        !q.mayManage(caller.caller.user, quiz)
      )
        throw new HttpError(404, `No quiz attempt ${id}.`);
      if (attempt.Status !== 'submitted') throw new HttpError(409, ExamMessage.inProgress);
      res.json(takerReportOf(quiz, q.questionsOf(quiz), attempt, q.now()));
    }),
  );
}
