import type { Application, Response } from 'express';
import type { SurveyRecord } from '../../../fixtures/types';
import { shareableTeams, teamListProblem } from '../../../src/domain/quizzes/shareable-teams';
import { createSurvey } from '../../../src/domain/surveys/survey-access.policy';
import {
  DEFAULT_SURVEY_SETTINGS,
  SURVEY_NAME_MAX,
  settingsProblem,
  type SurveySettings,
} from '../../../src/domain/surveys/survey.entity';
import { allow } from '../../access/access-guard';
import { signedIn, type Caller } from '../../auth';
import { ID } from '../../forms/body-reader';
import { HttpError, badRequest, handle } from '../../http';
import {
  SurveyCreateBody,
  SurveyIdBody,
  SurveyReorderBody,
  SurveySettingsBody,
  SurveyUpdateBody,
  SurveyUsersBody,
} from '../../schemas/surveys.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { nameOf, type SurveyData } from './survey-data';

export const SurveyMessage = {
  namedResponses:
    'This survey already has named responses, so it cannot become anonymous: copy it to start an anonymous survey.',
} as const;

/** Authoring: the list, a survey, its settings, its people and its question order (docs/quizzes-and-surveys.md). */
export function registerSurveyRoutes(app: Application, s: SurveyData): void {
  const author = (res: Response): Caller => {
    const caller = signedIn(res);
    allow(createSurvey(s.actor(caller.user)));
    return caller;
  };
  const changed = (survey: SurveyRecord) => {
    survey.ModifiedOn = new Date(s.now()).toISOString();
    s.save();
  };

  app.get(
    '/survey/list',
    handle((_req, res) => {
      const caller = author(res);
      const mine = s.data.surveys.filter(
        (survey) => survey.workspaceId === caller.user.workspaceId && s.mayManage(caller.user, survey),
      );
      res.json(mine.sort((a, b) => a.Name.localeCompare(b.Name)).map((x) => s.summary(caller.user, x)));
    }),
  );

  app.get(
    '/survey',
    handle((req, res) => {
      const caller = author(res);
      res.json(s.view(s.managed(caller.user, queryInteger(req, 'id', ID))));
    }),
  );

  // The teams the Users page offers, as the quiz's Users page lists them (shareableTeams).
  app.get(
    '/survey/teams',
    handle((req, res) => {
      const caller = author(res);
      const survey = s.managed(caller.user, queryInteger(req, 'surveyId', ID));
      res.json(shareableTeams(s.data.scopes, survey.workspaceId));
    }),
  );

  app.post(
    '/survey/create',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, SurveyCreateBody);
      const when = new Date(s.now()).toISOString();
      const survey: SurveyRecord = {
        SurveyId: s.nextId(s.data.surveys, (r) => r.SurveyId),
        Name: body.Name.trim(),
        Description: body.Description?.trim() ?? '',
        QuestionIds: [],
        Settings: { ...DEFAULT_SURVEY_SETTINGS },
        CreatedBy: caller.user.id,
        ManagerUserIds: [],
        TakerUserIds: [],
        TakerTeamIds: [],
        workspaceId: caller.user.workspaceId,
        CreatedOn: when,
        ModifiedOn: when,
      };
      s.data.surveys.push(survey);
      s.save();
      res.json(s.summary(caller.user, survey));
    }),
  );

  app.post(
    '/survey/update',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, SurveyUpdateBody);
      const survey = s.managed(caller.user, body.SurveyId);
      survey.Name = body.Name.trim();
      survey.Description = body.Description?.trim() ?? '';
      changed(survey);
      res.json(s.view(survey));
    }),
  );

  app.post(
    '/survey/copy',
    handle((req, res) => {
      const caller = author(res);
      const source = s.managed(caller.user, validBody(req, SurveyIdBody).SurveyId);
      const when = new Date(s.now()).toISOString();
      const SurveyId = s.nextId(s.data.surveys, (r) => r.SurveyId);
      let nextQuestion = s.nextId(s.data.surveyQuestions, (r) => r.QuestionId);
      const questions = s.questionsOf(source).map((question) => ({
        ...structuredClone(question),
        QuestionId: nextQuestion++,
        SurveyId,
      }));
      const copy: SurveyRecord = {
        ...structuredClone(source),
        SurveyId,
        Name: `Copy of ${source.Name}`.slice(0, SURVEY_NAME_MAX),
        QuestionIds: questions.map((x) => x.QuestionId),
        CreatedBy: caller.user.id,
        ManagerUserIds: [],
        // A copy's link is off: the original's link opens the original only ("Survey share by link").
        LinkHash: null,
        CreatedOn: when,
        ModifiedOn: when,
      };
      s.data.surveyQuestions.push(...questions);
      s.data.surveys.push(copy);
      s.save();
      res.json(s.summary(caller.user, copy));
    }),
  );

  app.post(
    '/survey/delete',
    handle((req, res) => {
      const caller = author(res);
      const survey = s.managed(caller.user, validBody(req, SurveyIdBody).SurveyId);
      const data = s.data;
      const other = (r: { SurveyId: number }) => r.SurveyId !== survey.SurveyId;
      data.surveys = data.surveys.filter((x) => x !== survey);
      data.surveyQuestions = data.surveyQuestions.filter(other);
      data.surveyResponses = data.surveyResponses.filter(other);
      data.surveyRespondents = data.surveyRespondents.filter(other);
      s.save();
      res.json({ SurveyId: survey.SurveyId });
    }),
  );

  app.post(
    '/survey/settings',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, SurveySettingsBody);
      const survey = s.managed(caller.user, body.SurveyId);
      const given = body.Settings;
      const settings: SurveySettings = {
        Anonymous: given.Anonymous,
        OnePerPerson: given.OnePerPerson,
        OpenFrom: given.OpenFrom ? new Date(given.OpenFrom).toISOString() : null,
        OpenUntil: given.OpenUntil ? new Date(given.OpenUntil).toISOString() : null,
        ThankYouText: given.ThankYouText?.trim() ?? '',
        OneQuestionPerPage: given.OneQuestionPerPage,
      };
      const problem = settingsProblem(settings);
      if (problem) throw badRequest(problem);
      // Anonymity is a promise to respondents: it cannot be claimed for answers already kept with names.
      if (
        settings.Anonymous &&
        !survey.Settings.Anonymous &&
        s.responsesOf(survey).some((r) => r.RespondentUserId !== null)
      )
        throw new HttpError(409, SurveyMessage.namedResponses);
      survey.Settings = settings;
      changed(survey);
      res.json(s.view(survey));
    }),
  );

  app.post(
    '/survey/users',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, SurveyUsersBody);
      const survey = s.managed(caller.user, body.SurveyId);
      const { workspaceId } = caller.user;
      const person = (id: number) => {
        const user = s.data.users.find((u) => u.id === id && u.workspaceId === workspaceId);
        if (!user) throw badRequest(`There is no user ${id} in this workspace.`);
        return user;
      };
      for (const id of body.ManagerUserIds) {
        const user = person(id);
        if (user.accountType !== 1 && user.accountType !== 2)
          throw badRequest(`${nameOf(user)} is not a workspace user: only workspace users manage surveys.`);
      }
      body.TakerUserIds.forEach(person);
      const teams = teamListProblem(s.data.scopes, workspaceId, survey.TakerTeamIds, body.TakerTeamIds);
      if (teams) throw badRequest(teams);
      survey.ManagerUserIds = [...new Set(body.ManagerUserIds)].filter((id) => id !== survey.CreatedBy);
      survey.TakerUserIds = [...new Set(body.TakerUserIds)];
      survey.TakerTeamIds = [...new Set(body.TakerTeamIds)];
      changed(survey);
      res.json(s.view(survey));
    }),
  );

  app.post(
    '/survey/reorder',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, SurveyReorderBody);
      const survey = s.managed(caller.user, body.SurveyId);
      const same =
        body.QuestionIds.length === survey.QuestionIds.length &&
        new Set(body.QuestionIds).size === body.QuestionIds.length &&
        body.QuestionIds.every((id) => survey.QuestionIds.includes(id));
      if (!same) throw badRequest('QuestionIds must list every question of the survey once.');
      survey.QuestionIds = [...body.QuestionIds];
      changed(survey);
      res.json(s.view(survey));
    }),
  );
}
