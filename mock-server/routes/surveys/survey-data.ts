import type { SurveyRecord, UserRecord } from '../../../fixtures/types';
import type { Actor } from '../../../src/domain/access/actor';
import { manageSurvey, mayManageSurvey, takeSurvey } from '../../../src/domain/surveys/survey-access.policy';
import type { SurveyRespondent, SurveyResponse } from '../../../src/domain/surveys/survey-response.entity';
import { countedResponses } from '../../../src/domain/surveys/survey-results';
import type { Survey, SurveyQuestion, SurveySummary } from '../../../src/domain/surveys/survey.entity';
import { actorOf } from '../../access/access-facts';
import { allow } from '../../access/access-guard';
import type { Hub } from '../../hub';
import { HttpError } from '../../http';
import type { Store } from '../../store';

/** The hub event of the results pages (docs/realtime.md): a response to the survey started or was completed. */
export const SURVEY_RESULTS_CHANGED = 'surveyResultsChanged';

export const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Reads and rules the survey routes share: lookups with access checks, respondents, live updates. */
export class SurveyData {
  constructor(
    private readonly store: Store,
    private readonly hub: Hub,
    readonly now: () => number,
  ) {}

  get data() {
    return this.store.data;
  }

  actor(user: UserRecord): Actor {
    return actorOf(this.store, user);
  }

  /** An ISO instant of now; for an anonymous survey only the day (docs/quizzes-and-surveys.md, "Anonymity"). */
  stamp(survey: SurveyRecord): string {
    const now = new Date(this.now()).toISOString();
    return survey.Settings.Anonymous ? `${now.slice(0, 10)}T00:00:00.000Z` : now;
  }

  /** A survey of the caller's workspace (404 for any other, so ids of other workspaces tell nothing). */
  surveyOf(user: UserRecord, surveyId: number): SurveyRecord {
    const survey = this.data.surveys.find(
      (s) => s.SurveyId === surveyId && s.workspaceId === user.workspaceId,
    );
    if (!survey) throw new HttpError(404, `No survey ${surveyId}.`);
    return survey;
  }

  managed(user: UserRecord, surveyId: number): SurveyRecord {
    const survey = this.surveyOf(user, surveyId);
    allow(manageSurvey(this.actor(user), survey));
    return survey;
  }

  takeable(user: UserRecord, surveyId: number): SurveyRecord {
    const survey = this.surveyOf(user, surveyId);
    allow(takeSurvey(this.actor(user), survey));
    return survey;
  }

  mayManage(user: UserRecord, survey: SurveyRecord): boolean {
    return mayManageSurvey(this.actor(user), survey);
  }

  questionsOf(survey: SurveyRecord): SurveyQuestion[] {
    const byId = new Map(
      this.data.surveyQuestions.filter((q) => q.SurveyId === survey.SurveyId).map((q) => [q.QuestionId, q]),
    );
    return survey.QuestionIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  /** A question the caller may edit, with its survey. */
  managedQuestion(user: UserRecord, questionId: number): { survey: SurveyRecord; question: SurveyQuestion } {
    const question = this.data.surveyQuestions.find((q) => q.QuestionId === questionId);
    const survey =
      question &&
      this.data.surveys.find((s) => s.SurveyId === question.SurveyId && s.workspaceId === user.workspaceId);
    if (!question || !survey) throw new HttpError(404, `No question ${questionId}.`);
    allow(manageSurvey(this.actor(user), survey));
    return { survey, question };
  }

  /** The survey as its managers read it (`GET survey`). */
  view(survey: SurveyRecord): Survey {
    return {
      SurveyId: survey.SurveyId,
      Name: survey.Name,
      Description: survey.Description,
      Questions: this.questionsOf(survey),
      Settings: survey.Settings,
      CreatedBy: survey.CreatedBy,
      ManagerUserIds: survey.ManagerUserIds,
      TakerUserIds: survey.TakerUserIds,
      TakerTeamIds: survey.TakerTeamIds,
    };
  }

  summary(user: UserRecord, survey: SurveyRecord): SurveySummary {
    return {
      SurveyId: survey.SurveyId,
      Name: survey.Name,
      Description: survey.Description,
      QuestionCount: survey.QuestionIds.length,
      ResponseCount: countedResponses(this.responsesOf(survey)).length,
      CreatedOn: survey.CreatedOn,
      CanManage: this.mayManage(user, survey),
    };
  }

  /** The survey's responses, previews left out. */
  responsesOf(survey: SurveyRecord): SurveyResponse[] {
    return this.data.surveyResponses.filter((r) => r.SurveyId === survey.SurveyId && !r.Preview);
  }

  respondentOf(survey: SurveyRecord, user: UserRecord): SurveyRespondent | undefined {
    return this.data.surveyRespondents.find((r) => r.SurveyId === survey.SurveyId && r.UserId === user.id);
  }

  /**
   * The caller's row in the list of who responded, made when missing. Rows are kept in user order, never in the
   * order people came, so the list's order says nothing of which anonymous response is whose.
   */
  respondentRow(survey: SurveyRecord, user: UserRecord): SurveyRespondent {
    const known = this.respondentOf(survey, user);
    if (known) return known;
    const row: SurveyRespondent = {
      SurveyId: survey.SurveyId,
      UserId: user.id,
      SurveyExamId: null,
      Completed: 0,
    };
    const list = this.data.surveyRespondents;
    const at = list.findIndex(
      (r) => r.SurveyId > row.SurveyId || (r.SurveyId === row.SurveyId && r.UserId > row.UserId),
    );
    list.splice(at === -1 ? list.length : at, 0, row);
    return row;
  }

  /** The caller's response in progress (their preview when `preview`), if any. */
  openResponseOf(survey: SurveyRecord, user: UserRecord, preview: boolean): SurveyResponse | undefined {
    if (preview)
      return this.data.surveyResponses.find(
        (r) => r.SurveyId === survey.SurveyId && r.Preview && r.RespondentUserId === user.id,
      );
    const id = this.respondentOf(survey, user)?.SurveyExamId ?? null;
    return id === null
      ? undefined
      : this.data.surveyResponses.find((r) => r.SurveyExamId === id && r.Status === 'inProgress');
  }

  /** A response of the caller's workspace, with its survey. */
  responseOf(user: UserRecord, surveyExamId: number): { survey: SurveyRecord; response: SurveyResponse } {
    const response = this.data.surveyResponses.find((r) => r.SurveyExamId === surveyExamId);
    const survey =
      response &&
      this.data.surveys.find((s) => s.SurveyId === response.SurveyId && s.workspaceId === user.workspaceId);
    if (!response || !survey) throw new HttpError(404, `No survey response ${surveyExamId}.`);
    return { survey, response };
  }

  /**
   * The caller's own response (anyone else's is a 404: its id tells nothing). An anonymous response is known as the
   * caller's only through their respondent row, and only while it is in progress.
   */
  ownResponse(user: UserRecord, surveyExamId: number): { survey: SurveyRecord; response: SurveyResponse } {
    const found = this.responseOf(user, surveyExamId);
    const { survey, response } = found;
    const mine = response.Preview
      ? response.RespondentUserId === user.id
      : response.RespondentUserId === user.id ||
        this.respondentOf(survey, user)?.SurveyExamId === surveyExamId;
    if (!mine) throw new HttpError(404, `No survey response ${surveyExamId}.`);
    return found;
  }

  /** Tells the survey's managers who are online that its results changed (docs/realtime.md). */
  resultsChanged(survey: SurveyRecord): void {
    const people = this.data.users.filter(
      (u) => u.workspaceId === survey.workspaceId && this.mayManage(u, survey),
    );
    for (const person of people)
      this.hub.push(person.id, SURVEY_RESULTS_CHANGED, { SurveyId: survey.SurveyId });
  }

  save(): void {
    this.store.save();
  }

  nextId<T>(records: readonly T[], id: (record: T) => number): number {
    return this.store.nextId(records, id);
  }
}
