import type { Application, Response } from 'express';
import type { SurveyRecord } from '../../../fixtures/types';
import { EXPORT_TYPES, attachmentDisposition } from '../../../src/adapters/export/model/export-file-name';
import { createSurvey, readSurveyResults } from '../../../src/domain/surveys/survey-access.policy';
import type { SurveyResponse } from '../../../src/domain/surveys/survey-response.entity';
import { surveyExportFileName } from '../../../src/domain/surveys/survey-responses-sheet';
import {
  countedResponses,
  responsesByStart,
  surveyQuestionStatsOf,
} from '../../../src/domain/surveys/survey-results';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import { ID } from '../../forms/body-reader';
import { handle } from '../../http';
import { queryInteger } from '../../validate';
import { nameOf, type SurveyData } from './survey-data';
import { writeSurveyWorkbook } from './survey-workbook';

/** Results (results, resultsQuestions): for those who may read them (`readSurveyResults`: its managers). */
export function registerSurveyResultRoutes(app: Application, s: SurveyData): void {
  const managed = (req: Parameters<typeof queryInteger>[0], res: Response) => {
    const caller = signedIn(res);
    const actor = s.actor(caller.user);
    allow(createSurvey(actor));
    const survey = s.recordOf(caller.user, queryInteger(req, 'surveyId', ID));
    allow(readSurveyResults(actor, survey));
    return survey;
  };

  // Someone who answered through the link is named by the e-mail they proved, never on an anonymous survey.
  const respondentName = (survey: SurveyRecord, r: SurveyResponse) => {
    if (survey.Settings.Anonymous) return null;
    if (r.RespondentUserId === null) return r.RespondentEmail ?? null;
    const user = s.data.users.find((u) => u.id === r.RespondentUserId);
    return user ? nameOf(user) : null;
  };

  app.get(
    '/surveyresult/list',
    handle((req, res) => {
      const survey = managed(req, res);
      res.json(
        responsesByStart(s.responsesOf(survey)).map((r) => ({
          SurveyExamId: r.SurveyExamId,
          RespondentName: respondentName(survey, r),
          Status: r.Status,
          StartedOn: r.StartedOn,
          CompletedOn: r.CompletedOn,
        })),
      );
    }),
  );

  // The export: "Responses" (one row per completed response) and "Questions" (the counts), streamed (bug 5).
  app.get(
    '/surveyresult/export',
    handle(async (req, res) => {
      const survey = managed(req, res);
      const xlsx = await writeSurveyWorkbook({
        questions: s.questionsOf(survey),
        responses: countedResponses(s.responsesOf(survey)),
        anonymous: survey.Settings.Anonymous,
        respondentOf: (r) => respondentName(survey, r),
      });
      res.setHeader('Content-Type', EXPORT_TYPES.xlsx.mimeType);
      res.setHeader('Content-Disposition', attachmentDisposition(surveyExportFileName(survey.Name)));
      res.setHeader('Cache-Control', 'no-store');
      res.send(xlsx);
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
