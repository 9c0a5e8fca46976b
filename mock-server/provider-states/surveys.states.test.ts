import { describe, expect, it } from 'vitest';
import { SURVEY_IDS, SURVEY_QUESTION_IDS as Q } from '../../fixtures/surveys/surveys';
import { useFormsMock } from '../test-support/forms-test-kit';
import { PROVIDER_STATES_PATH } from './provider-states';

const mock = useFormsMock();

/** Sets a state up as a Pact verifier does, then calls the API with the values it answered, as the pact would. */
async function given(state: string, params: Record<string, unknown> = {}) {
  const setup = await mock.running.client().post(PROVIDER_STATES_PATH, { state, params, action: 'setup' });
  expect(setup.status, setup.text).toBe(200);
  const values = setup.body as Record<string, string | number>;
  const headers = {
    cookie: String(values.Cookie),
    'x-xsrf-token': String(values.XsrfToken),
    Uid: String(values.Uid),
    WorkspaceId: String(values.WorkspaceId),
    ScopeId: String(values.ScopeId),
  };
  const client = mock.running.client();
  return {
    values,
    get: (path: string) => client.call('GET', path, { headers, scopeHeaders: false }),
    post: (path: string, body: unknown) => client.call('POST', path, { body, headers, scopeHeaders: false }),
  };
}

describe('survey provider states', () => {
  it('signs the demo survey manager in: the results open with the values answered', async () => {
    const { values, get } = await given('a survey manager is signed in with the demo survey');
    expect(values.SurveyId).toBe(SURVEY_IDS.feedback);
    expect((await get(`/api/surveyresult/questions?surveyId=${values.SurveyId}`)).status).toBe(200);
  });

  it('gives the anonymous survey manager a response whose report names no one', async () => {
    const { values, get } = await given('a survey manager is signed in with the anonymous survey');
    const report = await get(`/api/surveyexam/report?id=${values.SurveyExamId}`);
    expect(report.body).toMatchObject({ SurveyId: SURVEY_IDS.pulse, RespondentName: null });
  });

  it('lets the workspace user start either demo survey', async () => {
    for (const state of [
      'a workspace user may take the demo survey',
      'a workspace user may take the anonymous survey',
    ]) {
      const { values, get } = await given(state);
      const intro = await get(`/api/surveyexam/intro?surveyId=${values.SurveyId}`);
      expect(intro.body, state).toMatchObject({ CanStart: true });
    }
  });

  it('makes a response in progress the user saves to, and a completed one they read back', async () => {
    const progress = await given('a workspace user has a response in progress to the demo survey');
    const saved = await progress.post('/api/surveyexam/save', {
      SurveyExamId: progress.values.SurveyExamId,
      Answers: { [Q.site]: 3 },
    });
    expect(saved.body).toMatchObject({
      SurveyExamId: progress.values.SurveyExamId,
      Answers: { [Q.site]: 3 },
    });
    const done = await given('a workspace user has completed a response to the demo survey');
    const report = await done.get(`/api/surveyexam/report?id=${done.values.SurveyExamId}`);
    expect(report.body).toMatchObject({ RespondentName: 'Finn Field', Answers: { [Q.recommend]: 9 } });
  });

  it('gives the signed-in member a response in progress that submits with the required answers', async () => {
    const signed = await given('a user is signed in', { user: 'member' });
    const setup = await mock.running.client().post(PROVIDER_STATES_PATH, {
      state: 'the member has a survey response in progress',
      params: {},
      action: 'setup',
    });
    const { SurveyExamId } = setup.body as { SurveyExamId: number };
    const done = await signed.post('/api/surveyexam/submit', {
      SurveyExamId,
      Answers: { [Q.site]: 1, [Q.organised]: 4, [Q.recommend]: 9 },
    });
    expect(done.body).toMatchObject({ SurveyExamId, SurveyId: SURVEY_IDS.feedback });
  });
});
