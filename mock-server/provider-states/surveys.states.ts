import { USER_EMAILS, USER_IDS } from '../../fixtures/ids';
import { SURVEY_EXAM_IDS, SURVEY_IDS, SURVEY_QUESTION_IDS as Q } from '../../fixtures/surveys/surveys';
import type { SurveyResponse } from '../../src/domain/surveys/survey-response.entity';
import type { SurveyAnswer } from '../../src/domain/surveys/survey.entity';
import { HttpError } from '../http';
import type { ProviderStateContext, ProviderStates, StateValues } from './provider-states';
import { sessionValues } from './session.states';

/**
 * States of the survey calls (issue 34). Each restores the fixtures and signs a demo user in, answering the session's
 * values (`Cookie`, `XsrfToken`, `Uid`, `WorkspaceId`, `ScopeId`, as `a user is signed in` does) and the ids the
 * interaction needs. The names are listed in docs/quizzes-and-surveys.md ("Surveys", "Provider states").
 */
function signIn(ctx: ProviderStateContext, who: keyof typeof USER_EMAILS): StateValues {
  ctx.reset();
  const session = ctx.signIn(USER_EMAILS[who]);
  const user = ctx.store.userById(session.userId);
  if (!user) throw new HttpError(500, `The fixture user ${who} is missing.`);
  ctx.signedInUserId = user.id;
  return sessionValues(user, session);
}

/** A response id far from the consumers' examples, so an interaction passes only with the injected id. */
const freshId = (ctx: ProviderStateContext) =>
  Math.max(...ctx.store.data.surveyResponses.map((r) => r.SurveyExamId)) + 100;

/** Adds a response to the feedback survey by a demo user (Finn unless said), in progress or completed now. */
function feedbackResponse(
  ctx: ProviderStateContext,
  status: SurveyResponse['Status'],
  Answers: Record<string, SurveyAnswer>,
  who: 'field' | 'member' = 'field',
): number {
  const SurveyExamId = freshId(ctx);
  const now = new Date(ctx.clock.now()).toISOString();
  ctx.store.data.surveyResponses.push({
    SurveyExamId,
    SurveyId: SURVEY_IDS.feedback,
    RespondentUserId: USER_IDS[who],
    Status: status,
    StartedOn: now,
    CompletedOn: status === 'completed' ? now : null,
    Answers,
    Preview: false,
  });
  const row = ctx.store.data.surveyRespondents.find(
    (r) => r.SurveyId === SURVEY_IDS.feedback && r.UserId === USER_IDS[who],
  )!;
  if (status === 'inProgress') row.SurveyExamId = SurveyExamId;
  else row.Completed += 1;
  ctx.store.save();
  return SurveyExamId;
}

export const surveyStates: ProviderStates = {
  /** Mel (member), creator of "Site visit feedback" (SurveyId), signed in. */
  'a survey manager is signed in with the demo survey': (ctx) => ({
    ...signIn(ctx, 'member'),
    SurveyId: SURVEY_IDS.feedback,
  }),
  /** Ada (admin), creator of the anonymous "Workload pulse" (SurveyId) with a completed response (SurveyExamId). */
  'a survey manager is signed in with the anonymous survey': (ctx) => ({
    ...signIn(ctx, 'admin'),
    SurveyId: SURVEY_IDS.pulse,
    SurveyExamId: SURVEY_EXAM_IDS.firstPulse,
  }),
  /** Finn (field), a workspace user the demo survey is shared with (it takes several responses a person). */
  'a workspace user may take the demo survey': (ctx) => ({
    ...signIn(ctx, 'field'),
    SurveyId: SURVEY_IDS.feedback,
  }),
  /** Finn, who has not answered the anonymous "Workload pulse" (one response a person). */
  'a workspace user may take the anonymous survey': (ctx) => ({
    ...signIn(ctx, 'field'),
    SurveyId: SURVEY_IDS.pulse,
  }),
  /** Finn with a response to the demo survey in progress (SurveyExamId), nothing answered yet. */
  'a workspace user has a response in progress to the demo survey': (ctx) => {
    const values = signIn(ctx, 'field');
    return {
      ...values,
      SurveyId: SURVEY_IDS.feedback,
      SurveyExamId: feedbackResponse(ctx, 'inProgress', {}),
    };
  },
  /** Finn with a completed response to the demo survey (SurveyExamId): he may read his own report. */
  'a workspace user has completed a response to the demo survey': (ctx) => {
    const values = signIn(ctx, 'field');
    const SurveyExamId = feedbackResponse(ctx, 'completed', {
      [Q.site]: 2,
      [Q.organised]: 4,
      [Q.recommend]: 9,
    });
    return { ...values, SurveyId: SURVEY_IDS.feedback, SurveyExamId };
  },
  /**
   * A data state, after `a user is signed in` as the member (it signs no one in): Mel has a response in progress to
   * the demo survey (`SurveyExamId`, nothing answered yet).
   */
  'the member has a survey response in progress': (ctx) => ({
    SurveyId: SURVEY_IDS.feedback,
    SurveyExamId: feedbackResponse(ctx, 'inProgress', {}, 'member'),
  }),
};
