import type { Application, Response } from 'express';
import { createSurvey } from '../../../src/domain/surveys/survey-access.policy';
import {
  SURVEY_QUESTIONS_MAX,
  blankSurveyQuestion,
  questionProblem,
  type SurveyQuestion,
  type SurveyQuestionType,
} from '../../../src/domain/surveys/survey.entity';
import { allow } from '../../access/access-guard';
import { signedIn } from '../../auth';
import { ID } from '../../forms/body-reader';
import { badRequest, handle } from '../../http';
import {
  SurveyQuestionCreateBody,
  SurveyQuestionIdBody,
  SurveyQuestionUpdateBody,
} from '../../schemas/surveys.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import type { SurveyData } from './survey-data';

/**
 * Keeps the ids of items sent with one, numbers new ones after the highest, and refuses an unknown or repeated id
 * (`what` names the list in the message).
 */
function numbered<T extends { Text: string }>(
  sent: readonly (T & { id: number | null | undefined })[],
  known: readonly number[],
  what: 'Options' | 'Rows',
): { id: number; Text: string }[] {
  const kept = new Set(known);
  const seen = new Set<number>();
  let next = Math.max(0, ...known) + 1;
  return sent.map((item) => {
    const id = item.id ?? next++;
    if (item.id != null && !kept.has(item.id))
      throw badRequest(
        `${what}: there is no ${what === 'Rows' ? 'row' : 'option'} ${item.id} in this question.`,
      );
    if (seen.has(id)) throw badRequest(`${what}: ${id} is listed twice.`);
    seen.add(id);
    return { id, Text: item.Text.trim() };
  });
}

/** The question editor's calls. A question is saved whole; the server keeps option and row ids, numbers new ones. */
export function registerSurveyQuestionRoutes(app: Application, s: SurveyData): void {
  const author = (res: Response) => {
    const caller = signedIn(res);
    allow(createSurvey(s.actor(caller.user)));
    return caller;
  };

  app.get(
    '/surveyquestion',
    handle((req, res) => {
      const caller = author(res);
      res.json(s.managedQuestion(caller.user, queryInteger(req, 'id', ID)).question);
    }),
  );

  app.post(
    '/surveyquestion/create',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, SurveyQuestionCreateBody);
      const survey = s.managed(caller.user, body.SurveyId);
      if (survey.QuestionIds.length >= SURVEY_QUESTIONS_MAX)
        throw badRequest(`A survey holds at most ${SURVEY_QUESTIONS_MAX} questions.`);
      const question = blankSurveyQuestion(
        s.nextId(s.data.surveyQuestions, (r) => r.QuestionId),
        survey.SurveyId,
        body.Type as SurveyQuestionType,
      );
      s.data.surveyQuestions.push(question);
      survey.QuestionIds.push(question.QuestionId);
      survey.ModifiedOn = new Date(s.now()).toISOString();
      s.save();
      res.json(question);
    }),
  );

  app.post(
    '/surveyquestion/update',
    handle((req, res) => {
      const caller = author(res);
      const body = validBody(req, SurveyQuestionUpdateBody);
      const { survey, question } = s.managedQuestion(caller.user, body.QuestionId);
      const choices =
        question.Type === 'single' || question.Type === 'multiple' || question.Type === 'matrix';
      const options = choices
        ? numbered(
            body.Options.map((o) => ({ ...o, id: o.OptionId })),
            question.Options.map((o) => o.OptionId),
            'Options',
          ).map(({ id, Text }) => ({ OptionId: id, Text }))
        : [];
      const rows =
        question.Type === 'matrix'
          ? numbered(
              body.Rows.map((r) => ({ ...r, id: r.RowId })),
              question.Rows.map((r) => r.RowId),
              'Rows',
            ).map(({ id, Text }) => ({ RowId: id, Text }))
          : [];
      const updated: SurveyQuestion = {
        ...question,
        Text: body.Text.trim(),
        Required: body.Required,
        Options: options,
        Rows: rows,
        MultiLine: question.Type === 'text' ? body.MultiLine : false,
      };
      const problem = questionProblem(updated);
      if (problem) throw badRequest(problem);
      Object.assign(question, updated);
      survey.ModifiedOn = new Date(s.now()).toISOString();
      s.save();
      res.json(question);
    }),
  );

  app.post(
    '/surveyquestion/delete',
    handle((req, res) => {
      const caller = author(res);
      const { survey, question } = s.managedQuestion(
        caller.user,
        validBody(req, SurveyQuestionIdBody).QuestionId,
      );
      s.data.surveyQuestions = s.data.surveyQuestions.filter((x) => x !== question);
      survey.QuestionIds = survey.QuestionIds.filter((id) => id !== question.QuestionId);
      survey.ModifiedOn = new Date(s.now()).toISOString();
      s.save();
      res.json({ QuestionId: question.QuestionId, SurveyId: survey.SurveyId });
    }),
  );
}
