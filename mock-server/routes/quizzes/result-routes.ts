import type { Application, Response } from 'express';
import { createQuiz } from '../../../src/domain/quizzes/quiz-access.policy';
import { attemptRowOf, questionStatsOf } from '../../../src/domain/quizzes/quiz-results';
import { scoreAnswer, scoreAttempt } from '../../../src/domain/quizzes/quiz-scoring';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import { ID } from '../../forms/body-reader';
import { HttpError, badRequest, handle } from '../../http';
import { GradeBody, OverrideBody } from '../../schemas/quizzes.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import type { QuizData } from './quiz-data';
import { ExamMessage } from './exam-routes';

/** Results (results, results/edit, resultsQuestions): for those who manage the quiz. */
export function registerResultRoutes(app: Application, q: QuizData): void {
  const author = (res: Response) => {
    const caller = signedIn(res);
    allow(createQuiz(q.actor(caller.user)));
    return caller;
  };
  const managedAttempt = (res: Response, id: number) => {
    const caller = author(res);
    const found = q.attemptOf(caller.user, id);
    q.managed(caller.user, found.quiz.QuizId);
    return found;
  };
  const detail = (id: number, res: Response) => {
    const { quiz, attempt } = managedAttempt(res, id);
    const questions = q.questionsOf(quiz);
    const score = scoreAttempt(questions, attempt.Answers, attempt.Grades, attempt.ScoreOverride);
    return {
      QuizId: quiz.QuizId,
      QuizName: quiz.Name,
      PassMarkPercent: quiz.Settings.PassMarkPercent,
      Attempt: attemptRowOf(quiz, questions, attempt),
      ScoreOverride: attempt.ScoreOverride,
      AutoScore: scoreAttempt(questions, attempt.Answers, attempt.Grades).Score,
      Questions: questions.map((question, i) => ({
        ...question,
        Answer: attempt.Answers[question.QuestionId] ?? null,
        AutoPoints: scoreAnswer(question, attempt.Answers[question.QuestionId]).Points,
        // Points is what the attempt earned on it; MaxPoints the question's own (the most a grade may give).
        MaxPoints: question.Points,
        Points: score.Questions[i]!.Points,
        Graded: attempt.Grades[question.QuestionId] !== undefined,
        NeedsGrading: score.Questions[i]!.NeedsGrading,
      })),
    };
  };

  app.get(
    '/quizresult/list',
    handle((req, res) => {
      const caller = author(res);
      const quiz = q.managed(caller.user, queryInteger(req, 'quizId', ID));
      const questions = q.questionsOf(quiz);
      res.json({
        QuizId: quiz.QuizId,
        QuizName: quiz.Name,
        PassMarkPercent: quiz.Settings.PassMarkPercent,
        Attempts: q.attemptsOf(quiz).map((a) => attemptRowOf(quiz, questions, a)),
      });
    }),
  );

  app.get(
    '/quizresult',
    handle((req, res) => res.json(detail(queryInteger(req, 'id', ID), res))),
  );

  app.get(
    '/quizresult/questions',
    handle((req, res) => {
      const caller = author(res);
      const quiz = q.managed(caller.user, queryInteger(req, 'quizId', ID));
      const attempts = q.attemptsOf(quiz);
      res.json({
        QuizId: quiz.QuizId,
        QuizName: quiz.Name,
        Submitted: attempts.filter((a) => a.Status === 'submitted').length,
        Questions: questionStatsOf(q.questionsOf(quiz), attempts),
      });
    }),
  );

  app.post(
    '/quizresult/grade',
    handle((req, res) => {
      const body = validBody(req, GradeBody);
      const { quiz, attempt } = managedAttempt(res, body.QuizExamId);
      if (attempt.Status !== 'submitted') throw new HttpError(409, ExamMessage.inProgress);
      const question = q.questionsOf(quiz).find((x) => x.QuestionId === body.QuestionId);
      if (!question) throw badRequest(`There is no question ${body.QuestionId} in this quiz.`);
      if (body.Points == null) delete attempt.Grades[question.QuestionId];
      else if (body.Points > question.Points)
        throw badRequest(`Points must be between 0 and ${question.Points}, the question's points.`);
      else attempt.Grades[question.QuestionId] = Math.round(body.Points * 100) / 100;
      q.save();
      q.resultsChanged(quiz);
      res.json(detail(attempt.QuizExamId, res));
    }),
  );

  app.post(
    '/quizresult/override',
    handle((req, res) => {
      const body = validBody(req, OverrideBody);
      const { quiz, attempt } = managedAttempt(res, body.QuizExamId);
      if (attempt.Status !== 'submitted') throw new HttpError(409, ExamMessage.inProgress);
      const max = scoreAttempt(q.questionsOf(quiz), {}).MaxScore;
      if (body.Score != null && body.Score > max)
        throw badRequest(`Score must be between 0 and ${max}, the quiz's points.`);
      attempt.ScoreOverride = body.Score == null ? null : Math.round(body.Score * 100) / 100;
      q.save();
      q.resultsChanged(quiz);
      res.json(detail(attempt.QuizExamId, res));
    }),
  );
}
