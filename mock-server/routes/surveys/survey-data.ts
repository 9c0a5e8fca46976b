import type { SurveyRecord, UserRecord } from '../../../fixtures/types';
import { manageSurvey, mayManageSurvey, takeSurvey } from '../../../src/domain/surveys/survey-access.policy';
import type { SurveyRespondent, SurveyResponse } from '../../../src/domain/surveys/survey-response.entity';
import { isSameRespondent } from '../../../src/domain/surveys/survey-link';
import { countedResponses } from '../../../src/domain/surveys/survey-results';
import type { Survey, SurveyQuestion, SurveySummary } from '../../../src/domain/surveys/survey.entity';
import type { Hub } from '../../hub';
import { HttpError } from '../../http';
import { ModuleData, type ModuleKind } from '../../modules/module-data';
import type { Store } from '../../store';

/** The hub event of the results pages (docs/realtime.md): a response to the survey started or was completed. */
export const SURVEY_RESULTS_CHANGED = 'surveyResultsChanged';

/**
 * Who answers a survey: a workspace user with a session, or someone outside who proved an e-mail through the
 * survey's link (docs/quizzes-and-surveys.md, "Survey share by link").
 */
export type Respondent =
  { kind: 'member'; user: UserRecord } | { kind: 'outside'; email: string; surveyId: number };

export { nameOf } from '../../modules/module-data';

const SURVEYS: ModuleKind<SurveyRecord, SurveyQuestion> = {
  noun: 'survey',
  records: (data) => data.surveys,
  questions: (data) => data.surveyQuestions,
  idOf: (survey) => survey.SurveyId,
  ownerOf: (question) => question.SurveyId,
  manage: manageSurvey,
  take: takeSurvey,
  mayManage: mayManageSurvey,
  resultsEvent: SURVEY_RESULTS_CHANGED,
  resultsNews: (survey) => ({ SurveyId: survey.SurveyId }),
};

/** Reads and rules the survey routes share: the module's lookups (ModuleData), respondents and responses. */
export class SurveyData extends ModuleData<SurveyRecord, SurveyQuestion> {
  constructor(store: Store, hub: Hub, now: () => number) {
    super(store, hub, now, SURVEYS);
  }

  /** An ISO instant of now; for an anonymous survey only the day (docs/quizzes-and-surveys.md, "Anonymity"). */
  stamp(survey: SurveyRecord): string {
    const now = new Date(this.now()).toISOString();
    return survey.Settings.Anonymous ? `${now.slice(0, 10)}T00:00:00.000Z` : now;
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

  respondentOf(survey: SurveyRecord, who: Respondent): SurveyRespondent | undefined {
    return this.data.surveyRespondents.find(
      (r) =>
        r.SurveyId === survey.SurveyId &&
        (who.kind === 'member' ? r.UserId === who.user.id : isSameRespondent(r.Email, who.email)),
    );
  }

  /**
   * The caller's row in the list of who responded, made when missing. Rows are kept in user order, never in the
   * order people came, so the list's order says nothing of which anonymous response is whose.
   */
  respondentRow(survey: SurveyRecord, who: Respondent): SurveyRespondent {
    const known = this.respondentOf(survey, who);
    if (known) return known;
    const row: SurveyRespondent = {
      SurveyId: survey.SurveyId,
      UserId: who.kind === 'member' ? who.user.id : null,
      ...(who.kind === 'outside' ? { Email: who.email } : {}),
      SurveyExamId: null,
      Completed: 0,
    };
    // Workspace users by id, then outside respondents by e-mail: never the order people came.
    const order = (r: SurveyRespondent) =>
      [r.UserId ?? Number.MAX_SAFE_INTEGER, (r.Email ?? '').toLowerCase()] as const;
    const [id, email] = order(row);
    const list = this.data.surveyRespondents;
    const at = list.findIndex((r) => {
      const [rid, remail] = order(r);
      return (
        r.SurveyId > row.SurveyId ||
        (r.SurveyId === row.SurveyId && (rid > id || (rid === id && remail > email)))
      );
    });
    list.splice(at === -1 ? list.length : at, 0, row);
    return row;
  }

  /** The caller's response in progress (their preview when `preview`), if any. */
  openResponseOf(survey: SurveyRecord, who: Respondent, preview: boolean): SurveyResponse | undefined {
    if (preview)
      return this.data.surveyResponses.find(
        (r) =>
          r.SurveyId === survey.SurveyId &&
          r.Preview &&
          who.kind === 'member' &&
          r.RespondentUserId === who.user.id,
      );
    const id = this.respondentOf(survey, who)?.SurveyExamId ?? null;
    return id === null
      ? undefined
      : this.data.surveyResponses.find((r) => r.SurveyExamId === id && r.Status === 'inProgress');
  }

  /** A response of the caller's workspace, with its survey. */
  responseOf(user: UserRecord, surveyExamId: number): { survey: SurveyRecord; response: SurveyResponse } {
    const response = this.data.surveyResponses.find((r) => r.SurveyExamId === surveyExamId);
    const survey = response && this.inWorkspace(response.SurveyId, user.workspaceId);
    if (!response || !survey) throw new HttpError(404, `No survey response ${surveyExamId}.`);
    return { survey, response };
  }

  /** A response the respondent may look for: a member's in their workspace; an outsider's in their survey only. */
  responseFor(who: Respondent, surveyExamId: number): { survey: SurveyRecord; response: SurveyResponse } {
    if (who.kind === 'member') return this.responseOf(who.user, surveyExamId);
    const response = this.data.surveyResponses.find(
      (r) => r.SurveyExamId === surveyExamId && r.SurveyId === who.surveyId,
    );
    const survey = response && this.data.surveys.find((s) => s.SurveyId === response.SurveyId);
    if (!response || !survey) throw new HttpError(404, `No survey response ${surveyExamId}.`);
    return { survey, response };
  }

  /**
   * The caller's own response (anyone else's is a 404: its id tells nothing). An anonymous response is known as the
   * caller's only through their respondent row, and only while it is in progress.
   */
  ownResponse(who: Respondent, surveyExamId: number): { survey: SurveyRecord; response: SurveyResponse } {
    const found = this.responseFor(who, surveyExamId);
    const { survey, response } = found;
    const byName =
      who.kind === 'member'
        ? response.RespondentUserId === who.user.id
        : response.RespondentUserId === null && isSameRespondent(response.RespondentEmail, who.email);
    const mine = response.Preview
      ? who.kind === 'member' && byName
      : byName || this.respondentOf(survey, who)?.SurveyExamId === surveyExamId;
    if (!mine) throw new HttpError(404, `No survey response ${surveyExamId}.`);
    return found;
  }
}
