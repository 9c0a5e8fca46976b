import type { Application, Response } from 'express';
import type { SurveyRecord, UserRecord } from '../../../fixtures/types';
import { openState } from '../../../src/domain/quizzes/quiz-attempt.entity';
import type { SurveyResponse } from '../../../src/domain/surveys/survey-response.entity';
import {
  DEFAULT_THANK_YOU_TEXT,
  answerProblem,
  unansweredRequired,
  type SurveyAnswer,
} from '../../../src/domain/surveys/survey.entity';
import { signedIn, type Caller } from '../../auth';
import { ID } from '../../forms/body-reader';
import { HttpError, badRequest, handle } from '../../http';
import { SurveyExamAnswersBody, SurveyExamOpenBody } from '../../schemas/surveys.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { nameOf, type SurveyData } from './survey-data';

export const SurveyExamMessage = {
  submitted: 'This response has been submitted already.',
  inProgress: 'This response is still in progress.',
  alreadyResponded: 'You have already responded to this survey.',
  noQuestions: 'This survey has no questions yet.',
  notYetOpen: (when: string) => `This survey opens on ${when}.`,
  closed: (when: string) => `This survey closed on ${when}.`,
  required: (texts: readonly string[]) =>
    texts.length === 1
      ? `Answer the required question "${texts[0]}".`
      : `Answer the required questions ${texts.map((t) => `"${t}"`).join(', ')}.`,
} as const;

const readable = (iso: string) => iso.replace('T', ' ').slice(0, 16) + ' UTC';

/** Responding to a survey (exam/pre, exam, exam/completed, exam/report): docs/quizzes-and-surveys.md, "Surveys". */
export function registerSurveyExamRoutes(app: Application, s: SurveyData): void {
  const taker = (res: Response): Caller => signedIn(res);

  /** Why the survey is not open for answers now, or null. */
  const closedReason = (survey: SurveyRecord): string | null => {
    const state = openState(survey.Settings, s.now());
    if (state === 'notYetOpen') return SurveyExamMessage.notYetOpen(readable(survey.Settings.OpenFrom!));
    if (state === 'closed') return SurveyExamMessage.closed(readable(survey.Settings.OpenUntil!));
    return null;
  };

  /** Why the caller cannot start a response now, or null. */
  const blocked = (survey: SurveyRecord, user: UserRecord): string | null => {
    const closed = closedReason(survey);
    if (closed) return closed;
    if (survey.QuestionIds.length === 0) return SurveyExamMessage.noQuestions;
    const done = s.respondentOf(survey, user)?.Completed ?? 0;
    if (survey.Settings.OnePerPerson && done > 0) return SurveyExamMessage.alreadyResponded;
    return null;
  };

  const exam = (survey: SurveyRecord, response: SurveyResponse) => ({
    SurveyExamId: response.SurveyExamId,
    SurveyId: survey.SurveyId,
    Name: survey.Name,
    Description: survey.Description,
    Questions: s.questionsOf(survey),
    Answers: response.Answers,
    OneQuestionPerPage: survey.Settings.OneQuestionPerPage,
    Anonymous: survey.Settings.Anonymous,
    Preview: response.Preview,
  });

  /**
   * The response's answers with `answers` over them, each checked against its question (one of the survey's, in the
   * shape its type takes); null takes an answer away. The response itself is not touched.
   */
  const merged = (survey: SurveyRecord, response: SurveyResponse, answers: Record<string, unknown>) => {
    const questions = new Map(s.questionsOf(survey).map((q) => [String(q.QuestionId), q]));
    const next: Record<string, SurveyAnswer> = { ...response.Answers };
    for (const [id, answer] of Object.entries(answers)) {
      const question = questions.get(id);
      if (!question) throw badRequest(`Answers: there is no question ${id} in this survey.`);
      const problem = answerProblem(question, answer);
      if (problem) throw badRequest(`Answers[${id}]: ${problem}`);
      if (answer === null) delete next[id];
      else next[id] = answer as SurveyAnswer;
    }
    return next;
  };

  /** The caller's response that still takes answers: in progress, and (unless a preview) while the survey is open. */
  const answerable = (caller: Caller, surveyExamId: number) => {
    const found = s.ownResponse(caller.user, surveyExamId);
    if (found.response.Status === 'completed') throw new HttpError(409, SurveyExamMessage.submitted);
    const closed = found.response.Preview ? null : closedReason(found.survey);
    if (closed) throw new HttpError(409, closed);
    return found;
  };

  app.get(
    '/surveyexam/intro',
    handle((req, res) => {
      const caller = taker(res);
      const survey = s.takeable(caller.user, queryInteger(req, 'surveyId', ID));
      const open = s.openResponseOf(survey, caller.user, false);
      const reason = open ? closedReason(survey) : blocked(survey, caller.user);
      res.json({
        SurveyId: survey.SurveyId,
        Name: survey.Name,
        Description: survey.Description,
        QuestionCount: survey.QuestionIds.length,
        Anonymous: survey.Settings.Anonymous,
        OpenFrom: survey.Settings.OpenFrom,
        OpenUntil: survey.Settings.OpenUntil,
        CanStart: reason === null,
        Reason: reason,
        AlreadyResponded: (s.respondentOf(survey, caller.user)?.Completed ?? 0) > 0,
      });
    }),
  );

  // Opens a response, or resumes the caller's response in progress. A preview is a manager's try, never counted.
  app.post(
    '/surveyexam/open',
    handle((req, res) => {
      const caller = taker(res);
      const body = validBody(req, SurveyExamOpenBody);
      const preview = body.Preview === true;
      const survey = preview ? s.managed(caller.user, body.SurveyId) : s.takeable(caller.user, body.SurveyId);
      const open = s.openResponseOf(survey, caller.user, preview);
      if (open) {
        const closed = preview ? null : closedReason(survey);
        if (closed) throw new HttpError(409, closed);
        return res.json(exam(survey, open));
      }
      const why = preview ? null : blocked(survey, caller.user);
      if (why) throw new HttpError(409, why);
      const response: SurveyResponse = {
        SurveyExamId: s.nextId(s.data.surveyResponses, (r) => r.SurveyExamId),
        SurveyId: survey.SurveyId,
        // An anonymous response keeps no respondent; the respondent row alone leads the caller back to it.
        RespondentUserId: preview || !survey.Settings.Anonymous ? caller.user.id : null,
        Status: 'inProgress',
        StartedOn: s.stamp(survey),
        CompletedOn: null,
        Answers: {},
        Preview: preview,
      };
      s.data.surveyResponses.push(response);
      if (!preview) s.respondentRow(survey, caller.user).SurveyExamId = response.SurveyExamId;
      s.save();
      if (!preview) s.resultsChanged(survey);
      res.json(exam(survey, response));
    }),
  );

  app.post(
    '/surveyexam/save',
    handle((req, res) => {
      const caller = taker(res);
      const body = validBody(req, SurveyExamAnswersBody);
      const { survey, response } = answerable(caller, body.SurveyExamId);
      response.Answers = merged(survey, response, body.Answers);
      s.save();
      res.json(exam(survey, response));
    }),
  );

  app.post(
    '/surveyexam/submit',
    handle((req, res) => {
      const caller = taker(res);
      const body = validBody(req, SurveyExamAnswersBody);
      const { survey, response } = answerable(caller, body.SurveyExamId);
      const answers = merged(survey, response, body.Answers);
      const missing = unansweredRequired(s.questionsOf(survey), answers);
      // A refusal changes nothing: the page keeps the answers given (and saves them as it goes).
      if (missing.length > 0)
        throw new HttpError(400, SurveyExamMessage.required(missing.map((q) => q.Text)), {
          QuestionIds: missing.map((q) => q.QuestionId),
        });
      response.Answers = answers;
      if (response.Preview) {
        s.data.surveyResponses = s.data.surveyResponses.filter((r) => r !== response);
      } else {
        response.Status = 'completed';
        response.CompletedOn = s.stamp(survey);
        const row = s.respondentRow(survey, caller.user);
        row.SurveyExamId = null;
        row.Completed += 1;
      }
      s.save();
      if (!response.Preview) s.resultsChanged(survey);
      res.json({
        SurveyExamId: response.SurveyExamId,
        SurveyId: survey.SurveyId,
        ThankYouText: survey.Settings.ThankYouText || DEFAULT_THANK_YOU_TEXT,
      });
    }),
  );

  app.get(
    '/surveyexam/report',
    handle((req, res) => {
      const caller = taker(res);
      const id = queryInteger(req, 'id', ID);
      const { survey, response } = s.responseOf(caller.user, id);
      const own = !survey.Settings.Anonymous && response.RespondentUserId === caller.user.id;
      if (response.Preview || (!own && !s.mayManage(caller.user, survey)))
        throw new HttpError(404, `No survey response ${id}.`);
      if (response.Status !== 'completed') throw new HttpError(409, SurveyExamMessage.inProgress);
      const respondent =
        survey.Settings.Anonymous || response.RespondentUserId === null
          ? undefined
          : s.data.users.find((u) => u.id === response.RespondentUserId);
      res.json({
        SurveyExamId: response.SurveyExamId,
        SurveyId: survey.SurveyId,
        Name: survey.Name,
        RespondentName: respondent ? nameOf(respondent) : null,
        CompletedOn: response.CompletedOn,
        Questions: s.questionsOf(survey),
        Answers: response.Answers,
      });
    }),
  );
}
