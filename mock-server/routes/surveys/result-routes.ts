import type { Application, Response } from 'express';
import { createSurvey, readSurveyResults } from '../../../src/domain/surveys/survey-access.policy';
import { surveyQuestionStatsOf } from '../../../src/domain/surveys/survey-results';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import { ID } from '../../forms/body-reader';
import { handle } from '../../http';
import { queryInteger } from '../../validate';
import { nameOf, type SurveyData } from './survey-data';

/** Results (results, resultsQuestions): for those who may read them (`readSurveyResults`: its managers). */
export function registerSurveyResultRoutes(app: Application, s: SurveyData): void {
  const managed = (req: Parameters<typeof queryInteger>[0], res: Response) => {
    const caller = signedIn(res);
    const actor = s.actor(caller.user);
    allow(createSurvey(actor));
    const survey = s.surveyOf(caller.user, queryInteger(req, 'surveyId', ID));
    allow(readSurveyResults(actor, survey));
    return survey;
  };

  app.get(
    '/surveyresult/list',
    handle((req, res) => {
      const survey = managed(req, res);
      // Someone who answered through the link is named by the e-mail they proved, never on an anonymous survey.
      const name = (userId: number | null, email: string | null | undefined) => {
        if (survey.Settings.Anonymous) return null;
        if (userId === null) return email ?? null;
        const user = s.data.users.find((u) => u.id === userId);
        return user ? nameOf(user) : null;
      };
      res.json(
        s
          .responsesOf(survey)
          .sort((a, b) => a.StartedOn.localeCompare(b.StartedOn) || a.SurveyExamId - b.SurveyExamId)
          .map((r) => ({
            SurveyExamId: r.SurveyExamId,
            RespondentName: name(r.RespondentUserId, r.RespondentEmail),
            Status: r.Status,
            StartedOn: r.StartedOn,
            CompletedOn: r.CompletedOn,
          })),
      );
    }),
  );

  app.get(
    '/surveyresult/questions',
    handle((req, res) => {
      const survey = managed(req, res);
      res.json(surveyQuestionStatsOf(s.questionsOf(survey), s.responsesOf(survey)));
    }),
  );
}
