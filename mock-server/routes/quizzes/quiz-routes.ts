import type { Application, Response } from 'express';
import type { QuizRecord } from '../../../fixtures/types';
import { createQuiz } from '../../../src/domain/quizzes/quiz-access.policy';
import { teamListProblem } from '../../../src/domain/quizzes/shareable-teams';
import {
  DEFAULT_QUIZ_SETTINGS,
  settingsProblem,
  type QuizSettings,
} from '../../../src/domain/quizzes/quiz.entity';
import { allow } from '../../access/access-guard';
import { signedIn, type Caller } from '../../auth';
import { ID } from '../../forms/body-reader';
import { badRequest, handle } from '../../http';
import {
  QuizCreateBody,
  QuizIdBody,
  QuizReorderBody,
  QuizSettingsBody,
  QuizUpdateBody,
  QuizUsersBody,
} from '../../schemas/quizzes.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { FORMER_MEMBER } from '../../../src/domain/account/profile.entity';
import { nameOf, type QuizData } from './quiz-data';

/** Authoring: the list, a quiz, its settings, its people and its question order (docs/quizzes-and-surveys.md). */
export function registerQuizRoutes(app: Application, q: QuizData): void {
  const author = (res: Response): Caller => {
    const caller = signedIn(res);
    allow(createQuiz(q.actor(caller.user)));
    return caller;
  };
  const stamp = (quiz: QuizRecord) => {
    quiz.ModifiedOn = new Date(q.now()).toISOString();
  };

  const summary = (quiz: QuizRecord) => ({
    QuizId: quiz.QuizId,
    Name: quiz.Name,
    Description: quiz.Description,
    QuestionCount: quiz.QuestionIds.length,
    AttemptCount: q.data.quizAttempts.filter((a) => a.QuizId === quiz.QuizId).length,
    // A creator whose account is gone is "A former member", as on every record (docs/account.md).
    CreatedByName: (() => {
      const user = q.data.users.find((u) => u.id === quiz.CreatedBy);
      return user ? nameOf(user) : FORMER_MEMBER;
    })(),
    ModifiedOn: quiz.ModifiedOn,
  });

  const detail = (caller: Caller, quiz: QuizRecord) => ({
    ...summary(quiz),
    Settings: quiz.Settings,
    Questions: q.questionsOf(quiz),
    CreatedBy: quiz.CreatedBy,
    ManagerIds: quiz.ManagerIds,
    TakerUserIds: quiz.TakerUserIds,
    TakerScopeIds: quiz.TakerScopeIds,
    IsCreator: quiz.CreatedBy === caller.user.id,
  });

  app.get(
    '/quiz/list',
    handle((_req, res) => {
      const caller = author(res);
      const mine = q.data.quizzes.filter(
        (quiz) => quiz.workspaceId === caller.user.workspaceId && q.mayManage(caller.user, quiz),
      );
      res.json(mine.sort((a, b) => a.Name.localeCompare(b.Name)).map(summary));
    }),
  );

  app.get(
    '/quiz',
    handle((req, res) => {
      const caller = author(res);
      res.json(detail(caller, q.managed(caller.user, queryInteger(req, 'id', ID))));
    }),
  );

  app.post(
    '/quiz/create',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, QuizCreateBody);
      const when = new Date(q.now()).toISOString();
      const quiz: QuizRecord = {
        QuizId: q.nextId(q.data.quizzes, (r) => r.QuizId),
        Name: body.Name.trim(),
        Description: body.Description?.trim() ?? '',
        QuestionIds: [],
        Settings: { ...DEFAULT_QUIZ_SETTINGS },
        workspaceId: caller.user.workspaceId,
        CreatedBy: caller.user.id,
        ManagerIds: [],
        TakerUserIds: [],
        TakerScopeIds: [],
        CreatedOn: when,
        ModifiedOn: when,
      };
      q.data.quizzes.push(quiz);
      q.save();
      res.json(detail(caller, quiz));
    }),
  );

  app.post(
    '/quiz/update',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, QuizUpdateBody);
      const quiz = q.managed(caller.user, body.QuizId);
      quiz.Name = body.Name.trim();
      quiz.Description = body.Description?.trim() ?? '';
      stamp(quiz);
      q.save();
      res.json(detail(caller, quiz));
    }),
  );

  app.post(
    '/quiz/copy',
    handle((req, res) => {
      const caller = author(res);
      const source = q.managed(caller.user, validBody(req, QuizIdBody).QuizId);
      const when = new Date(q.now()).toISOString();
      const QuizId = q.nextId(q.data.quizzes, (r) => r.QuizId);
      let nextQuestion = q.nextId(q.data.quizQuestions, (r) => r.QuestionId);
      const questions = q.questionsOf(source).map((question) => ({
        ...structuredClone(question),
        QuestionId: nextQuestion++,
        QuizId,
      }));
      const copy: QuizRecord = {
        ...structuredClone(source),
        QuizId,
        Name: `Copy of ${source.Name}`.slice(0, 254),
        QuestionIds: questions.map((x) => x.QuestionId),
        CreatedBy: caller.user.id,
        ManagerIds: [],
        // A copy starts without a public link: its manager turns one on if they want it (issue 34, "Share by link").
        LinkHash: null,
        CreatedOn: when,
        ModifiedOn: when,
      };
      q.data.quizQuestions.push(...questions);
      q.data.quizzes.push(copy);
      q.save();
      res.json(detail(caller, copy));
    }),
  );

  app.post(
    '/quiz/delete',
    handle((req, res) => {
      const caller = author(res);
      const quiz = q.managed(caller.user, validBody(req, QuizIdBody).QuizId);
      const data = q.data;
      data.quizzes = data.quizzes.filter((x) => x !== quiz);
      data.quizQuestions = data.quizQuestions.filter((x) => x.QuizId !== quiz.QuizId);
      data.quizAttempts = data.quizAttempts.filter((x) => x.QuizId !== quiz.QuizId);
      q.save();
      res.json({ QuizId: quiz.QuizId });
    }),
  );

  app.post(
    '/quiz/settings',
    handle((req, res) => {
      const caller = author(res);
      const { QuizId, ...body } = validBody(req, QuizSettingsBody);
      const quiz = q.managed(caller.user, QuizId);
      const settings: QuizSettings = {
        TimeLimitMinutes: body.TimeLimitMinutes ?? null,
        AttemptsAllowed: body.AttemptsAllowed ?? null,
        PassMarkPercent: body.PassMarkPercent,
        ShuffleQuestions: body.ShuffleQuestions,
        ShuffleOptions: body.ShuffleOptions,
        ShowAnswers: body.ShowAnswers,
        OneQuestionPerPage: body.OneQuestionPerPage,
        OpenFrom: body.OpenFrom ? new Date(body.OpenFrom).toISOString() : null,
        OpenUntil: body.OpenUntil ? new Date(body.OpenUntil).toISOString() : null,
      };
      const problem = settingsProblem(settings);
      if (problem) throw badRequest(problem);
      quiz.Settings = settings;
      stamp(quiz);
      q.save();
      res.json(detail(caller, quiz));
    }),
  );

  app.post(
    '/quiz/users',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, QuizUsersBody);
      const quiz = q.managed(caller.user, body.QuizId);
      const { workspaceId } = caller.user;
      const person = (id: number) => {
        const user = q.data.users.find((u) => u.id === id && u.workspaceId === workspaceId);
        if (!user) throw badRequest(`There is no user ${id} in this workspace.`);
        return user;
      };
      for (const id of body.ManagerIds) {
        const user = person(id);
        if (user.accountType !== 1 && user.accountType !== 2)
          throw badRequest(`${nameOf(user)} is not a workspace user: only workspace users manage quizzes.`);
      }
      body.TakerUserIds.forEach(person);
      const teams = teamListProblem(q.data.scopes, workspaceId, quiz.TakerScopeIds, body.TakerScopeIds);
      if (teams) throw badRequest(teams);
      quiz.ManagerIds = [...new Set(body.ManagerIds)].filter((id) => id !== quiz.CreatedBy);
      quiz.TakerUserIds = [...new Set(body.TakerUserIds)];
      quiz.TakerScopeIds = [...new Set(body.TakerScopeIds)];
      stamp(quiz);
      q.save();
      res.json(detail(caller, quiz));
    }),
  );

  app.post(
    '/quiz/reorder',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, QuizReorderBody);
      const quiz = q.managed(caller.user, body.QuizId);
      const same =
        body.QuestionIds.length === quiz.QuestionIds.length &&
        new Set(body.QuestionIds).size === body.QuestionIds.length &&
        body.QuestionIds.every((id) => quiz.QuestionIds.includes(id));
      if (!same) throw badRequest('QuestionIds must list every question of the quiz once.');
      quiz.QuestionIds = [...body.QuestionIds];
      stamp(quiz);
      q.save();
      res.json(detail(caller, quiz));
    }),
  );
}
