import type { Application, Response } from 'express';
import type { SurveyRecord } from '../../../fixtures/types';
import { openState } from '../../../src/domain/quizzes/quiz-attempt.entity';
import type { SurveyResponse } from '../../../src/domain/surveys/survey-response.entity';
import {
  DEFAULT_THANK_YOU_TEXT,
  answerProblem,
  unansweredRequired,
  type SurveyAnswer,
} from '../../../src/domain/surveys/survey.entity';
import { mayReadSurveyResults } from '../../../src/domain/surveys/survey-access.policy';
import { SurveyLinkMessage, isSameRespondent } from '../../../src/domain/surveys/survey-link';
import { callerOf } from '../../auth';
import { ID } from '../../forms/body-reader';
import { HttpError, badRequest, handle, unauthorized } from '../../http';
import { surveyTakerOf } from '../quizzes/quiz-taker-fence';
import { SurveyExamAnswersBody, SurveyExamOpenBody } from '../../schemas/surveys.schema';
import { validBody } from '../../schemas/valid-body';
import { queryInteger } from '../../validate';
import { nameOf, type Respondent, type SurveyData } from './survey-data';

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
  /** A workspace user, or an outside respondent fenced to the survey of their link ("Survey share by link"). */
  const taker = (res: Response): Respondent => {
    const caller = callerOf(res);
    if (caller) return { kind: 'member', user: caller.user };
    const grant = surveyTakerOf(res);
    if (grant) return { kind: 'outside', email: grant.email, surveyId: grant.id };
    throw unauthorized();
  };

  /** The survey, if this respondent may answer it: a member by its Users page; an outsider only their link's. */
  const takeable = (who: Respondent, surveyId: number): SurveyRecord => {
    if (who.kind === 'member') return s.takeable(who.user, surveyId);
    if (surveyId !== who.surveyId) throw new HttpError(403, SurveyLinkMessage.fence);
    const survey = s.data.surveys.find((x) => x.SurveyId === surveyId);
    if (!survey?.LinkHash) throw new HttpError(403, SurveyLinkMessage.invalid);
    return survey;
  };

  /** Only a workspace user previews (a manager of the survey). */
  const managed = (who: Respondent, surveyId: number): SurveyRecord => {
    if (who.kind === 'outside') throw new HttpError(403, SurveyLinkMessage.fence);
    return s.managed(who.user, surveyId);
  };

  /** Why the survey is not open for answers now, or null. */
  const closedReason = (survey: SurveyRecord): string | null => {
    const state = openState(survey.Settings, s.now());
    if (state === 'notYetOpen') return SurveyExamMessage.notYetOpen(readable(survey.Settings.OpenFrom!));
    if (state === 'closed') return SurveyExamMessage.closed(readable(survey.Settings.OpenUntil!));
    return null;
  };

  /** Why the caller cannot start a response now, or null. */
  const blocked = (survey: SurveyRecord, user: Respondent): string | null => {
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
  const answerable = (caller: Respondent, surveyExamId: number) => {
    const found = s.ownResponse(caller, surveyExamId);
    if (found.response.Status === 'completed') throw new HttpError(409, SurveyExamMessage.submitted);
    const closed = found.response.Preview ? null : closedReason(found.survey);
    if (closed) throw new HttpError(409, closed);
    return found;
  };

  app.get(
    '/surveyexam/intro',
    handle((req, res) => {
      const caller = taker(res);
      const survey = takeable(caller, queryInteger(req, 'surveyId', ID));
      const open = s.openResponseOf(survey, caller, false);
      const reason = open ? closedReason(survey) : blocked(survey, caller);
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
        AlreadyResponded: (s.respondentOf(survey, caller)?.Completed ?? 0) > 0,
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
      const survey = preview ? managed(caller, body.SurveyId) : takeable(caller, body.SurveyId);
      const open = s.openResponseOf(survey, caller, preview);
      if (open) {
        const closed = preview ? null : closedReason(survey);
        if (closed) throw new HttpError(409, closed);
        return res.json(exam(survey, open));
      }
      const why = preview ? null : blocked(survey, caller);
      if (why) throw new HttpError(409, why);
      const response: SurveyResponse = {
        SurveyExamId: s.nextId(s.data.surveyResponses, (r) => r.SurveyExamId),
        SurveyId: survey.SurveyId,
        // An anonymous response keeps no respondent; the respondent row alone leads the caller back to it. An
        // outside respondent is named by the proved e-mail, and on an anonymous survey not at all.
        RespondentUserId:
          caller.kind === 'member' && (preview || !survey.Settings.Anonymous) ? caller.user.id : null,
        ...(caller.kind === 'outside' && !survey.Settings.Anonymous ? { RespondentEmail: caller.email } : {}),
        Status: 'inProgress',
        StartedOn: s.stamp(survey),
        CompletedOn: null,
        Answers: {},
        Preview: preview,
      };
      s.data.surveyResponses.push(response);
      if (!preview) s.respondentRow(survey, caller).SurveyExamId = response.SurveyExamId;
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
        const row = s.respondentRow(survey, caller);
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
      const { survey, response } = s.responseFor(caller, id);
      const own =
        !survey.Settings.Anonymous &&
        (caller.kind === 'member'
          ? response.RespondentUserId === caller.user.id
          : response.RespondentUserId === null && isSameRespondent(response.RespondentEmail, caller.email));
      const manages = caller.kind === 'member' && s.mayManage(caller.user, survey);
      if (response.Preview || (!own && !manages)) throw new HttpError(404, `No survey response ${id}.`);
      if (response.Status !== 'completed') throw new HttpError(409, SurveyExamMessage.inProgress);
      const respondent =
        survey.Settings.Anonymous || response.RespondentUserId === null
          ? undefined
          : s.data.users.find((u) => u.id === response.RespondentUserId);
      const outsider = survey.Settings.Anonymous ? null : (response.RespondentEmail ?? null);
      res.json({
        SurveyExamId: response.SurveyExamId,
        SurveyId: survey.SurveyId,
        Name: survey.Name,
        RespondentName: respondent ? nameOf(respondent) : outsider,
        CompletedOn: response.CompletedOn,
        Questions: s.questionsOf(survey),
        Answers: response.Answers,
        // The page links to every response only for those the results calls answer.
        CanReadResults: caller.kind === 'member' && mayReadSurveyResults(s.actor(caller.user), survey),
      });
    }),
  );
}
