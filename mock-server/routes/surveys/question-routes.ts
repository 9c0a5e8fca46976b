import type { Application, Response } from 'express';
import { createSurvey } from '../../../src/domain/surveys/survey-access.policy';
import {
  SURVEY_QUESTIONS_MAX,
  blankSurveyQuestion,
  questionProblem,
  type SurveyAnswer,
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
 * Keeps the ids of items sent with one the question has; an item without an id, or with one the question does not
 * have (the editor's own numbering), is new and numbered after the highest id the question has or its answers still
 * name, so an answer given to a deleted option never counts for a new one. A kept id listed twice is refused (`what`
 * names the list in the message).
 */
function numbered(
  sent: readonly { id: number | null | undefined; Text: string }[],
  known: readonly number[],
  used: readonly number[],
  what: 'Options' | 'Rows',
): { id: number; Text: string }[] {
  const kept = new Set(known);
  const seen = new Set<number>();
  let next = [...known, ...used].reduce((max, id) => Math.max(max, id), 0) + 1;
  return sent.map((item) => {
    const keep = item.id != null && kept.has(item.id);
    if (keep && seen.has(item.id!)) throw badRequest(`${what}: ${item.id} is listed twice.`);
    const id = keep ? item.id! : next++;
    seen.add(id);
    return { id, Text: item.Text.trim() };
  });
}

/** The option ids (choices, matrix columns) and row ids the survey's responses give to a question. */
function idsInAnswers(answers: readonly SurveyAnswer[]): { options: number[]; rows: number[] } {
  const options: number[] = [];
  const rows: number[] = [];
  for (const a of answers) {
    if (typeof a === 'number') options.push(a);
    else if (Array.isArray(a)) options.push(...a);
    else if (a !== null && typeof a === 'object')
      for (const [row, col] of Object.entries(a)) {
        rows.push(Number(row));
        options.push(col);
      }
  }
  return { options: options.filter(Number.isInteger), rows: rows.filter(Number.isInteger) };
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
      const { record: survey, question } = s.managedQuestion(caller.user, body.QuestionId);
      const choices =
        question.Type === 'single' || question.Type === 'multiple' || question.Type === 'matrix';
      const used = idsInAnswers(
        s.data.surveyResponses
          .filter((r) => r.SurveyId === survey.SurveyId)
          .map((r) => r.Answers[String(question.QuestionId)] ?? null),
      );
      const options = choices
        ? numbered(
            body.Options.map((o) => ({ id: o.OptionId, Text: o.Text })),
            question.Options.map((o) => o.OptionId),
            used.options,
            'Options',
          ).map(({ id, Text }) => ({ OptionId: id, Text }))
        : [];
      const rows =
        question.Type === 'matrix'
          ? numbered(
              body.Rows.map((r) => ({ id: r.RowId, Text: r.Text })),
              question.Rows.map((r) => r.RowId),
              used.rows,
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
      const { record: survey, question } = s.managedQuestion(
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
