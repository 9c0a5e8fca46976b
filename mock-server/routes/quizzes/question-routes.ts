import type { Application, Response } from 'express';
import { createQuiz } from '../../../src/domain/quizzes/quiz-access.policy';
import {
  QUIZ_QUESTIONS_MAX,
  blankQuestion,
  questionProblem,
  type QuestionType,
  type QuizQuestion,
} from '../../../src/domain/quizzes/quiz.entity';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import { ID } from '../../forms/body-reader';
import { badRequest, handle } from '../../http';
import { QuestionCreateBody, QuestionIdBody, QuestionUpdateBody } from '../../schemas/quizzes.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import type { QuizData } from './quiz-data';

/** The question editor's calls. A question is saved whole; the server keeps option ids and numbers new ones. */
export function registerQuestionRoutes(app: Application, q: QuizData): void {
  const author = (res: Response) => {
    const caller = signedIn(res);
    allow(createQuiz(q.actor(caller.user)));
    return caller;
  };
  const view = (question: QuizQuestion) => {
    const quiz = q.data.quizzes.find((x) => x.QuizId === question.QuizId)!;
    return {
      ...question,
      QuizName: quiz.Name,
      Position: quiz.QuestionIds.indexOf(question.QuestionId) + 1,
      QuestionCount: quiz.QuestionIds.length,
    };
  };

  app.get(
    '/quizquestion',
    handle((req, res) => {
      const caller = author(res);
      res.json(view(q.managedQuestion(caller.user, queryInteger(req, 'id', ID)).question));
    }),
  );

  app.post(
    '/quizquestion/create',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, QuestionCreateBody);
      const quiz = q.managed(caller.user, body.QuizId);
      if (quiz.QuestionIds.length >= QUIZ_QUESTIONS_MAX)
        throw badRequest(`A quiz holds at most ${QUIZ_QUESTIONS_MAX} questions.`);
      const question = blankQuestion(
        q.nextId(q.data.quizQuestions, (r) => r.QuestionId),
        quiz.QuizId,
        body.Type as QuestionType,
        body.Text.trim(),
      );
      if (question.Type === 'single' || question.Type === 'multiple')
        question.Options = [
          { OptionId: 1, Text: 'Option 1', IsCorrect: true },
          { OptionId: 2, Text: 'Option 2', IsCorrect: false },
        ];
      q.data.quizQuestions.push(question);
      quiz.QuestionIds.push(question.QuestionId);
      quiz.ModifiedOn = new Date(q.now()).toISOString();
      q.save();
      res.json(view(question));
    }),
  );

  app.post(
    '/quizquestion/update',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, QuestionUpdateBody);
      const { record: quiz, question } = q.managedQuestion(caller.user, body.QuestionId);
      const choices = question.Type === 'single' || question.Type === 'multiple';
      const known = new Set(question.Options.map((o) => o.OptionId));
      let next = Math.max(0, ...question.Options.map((o) => o.OptionId)) + 1;
      const seen = new Set<number>();
      const options = choices
        ? body.Options.map((o) => {
            const id = o.OptionId ?? next++;
            if (o.OptionId != null && !known.has(o.OptionId))
              throw badRequest(`Options: there is no option ${o.OptionId} in this question.`);
            if (seen.has(id)) throw badRequest(`Options: option ${id} is listed twice.`);
            seen.add(id);
            return { OptionId: id, Text: o.Text.trim(), IsCorrect: o.IsCorrect };
          })
        : [];
      const updated: QuizQuestion = {
        ...question,
        Text: body.Text.trim(),
        Points: Math.round(body.Points * 100) / 100,
        Explanation: body.Explanation?.trim() ?? '',
        Options: options,
        CorrectBoolean: question.Type === 'trueFalse' ? (body.CorrectBoolean ?? null) : null,
        AcceptedAnswers:
          question.Type === 'text' ? [...new Set(body.AcceptedAnswers.map((a) => a.trim()))] : [],
        CaseSensitive: question.Type === 'text' ? body.CaseSensitive : false,
        CorrectNumber: question.Type === 'number' ? (body.CorrectNumber ?? null) : null,
        Tolerance: question.Type === 'number' ? body.Tolerance : 0,
      };
      const problem = questionProblem(updated);
      if (problem) throw badRequest(problem);
      Object.assign(question, updated);
      quiz.ModifiedOn = new Date(q.now()).toISOString();
      q.save();
      res.json(view(question));
    }),
  );

  app.post(
    '/quizquestion/delete',
    handle((req, res) => {
      const caller = author(res);
      const { record: quiz, question } = q.managedQuestion(
        caller.user,
        validBody(req, QuestionIdBody).QuestionId,
      );
      q.data.quizQuestions = q.data.quizQuestions.filter((x) => x !== question);
      quiz.QuestionIds = quiz.QuestionIds.filter((id) => id !== question.QuestionId);
      quiz.ModifiedOn = new Date(q.now()).toISOString();
      q.save();
      res.json({ QuestionId: question.QuestionId, QuizId: quiz.QuizId });
    }),
  );
}
