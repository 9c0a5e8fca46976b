import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { SURVEY_QUESTION_IDS as Q } from '../../../fixtures/surveys/surveys';
import { HttpSurveyGateway } from '../../../src/adapters/http/survey-gateway.http';
import { DEMO_DATA } from '../demo-ids';
import { MEMBER, getHeaders, gridworkPact, httpClientFor, postHeaders, signedIn } from '../pact-support';
import { feedback, question, summary, survey } from './survey-shapes';

const { eachLike, integer, like, string } = MatchersV3;

const gateway = (url: string) => new HttpSurveyGateway(httpClientFor(url, MEMBER).http);
const memberGet = getHeaders(MEMBER);
const memberPost = postHeaders(MEMBER);

/** A POST of the member on the demo data that answers 200 with `body`. */
function memberPosts(description: string, path: string, sent: unknown, body: unknown = like({})) {
  return gridworkPact()
    .given(...signedIn('member'))
    .given(DEMO_DATA)
    .uponReceiving(description)
    .withRequest({ method: 'POST', path, headers: memberPost, body: sent })
    .willRespondWith({ status: 200, body });
}

const ORDER = [Q.recommend, Q.site, Q.delays, Q.organised, Q.facilities, Q.comments];

describe('survey building calls (issue 34 surveys)', () => {
  it('lists the surveys the member manages', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the surveys the member manages')
      .withRequest({ method: 'GET', path: '/api/survey/list', headers: memberGet })
      .willRespondWith({ status: 200, body: eachLike(summary('Site visit feedback')) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).list()).toMatchObject({ ok: true, data: [{ SurveyId: feedback }] });
    });
  });

  it('reads a survey whole', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the survey Site visit feedback')
      .withRequest({
        method: 'GET',
        path: '/api/survey',
        headers: memberGet,
        query: { id: String(feedback) },
      })
      .willRespondWith({ status: 200, body: survey });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).get(feedback)).toMatchObject({
        ok: true,
        data: { Name: 'Site visit feedback' },
      });
    });
  });

  it('creates a survey', async () => {
    const pact = memberPosts(
      'a request to create the survey Canteen',
      '/api/survey/create',
      { Name: 'Canteen', Description: '' },
      { ...summary('Canteen'), QuestionCount: integer(0), ResponseCount: integer(0) },
    );
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).create('Canteen', '')).toMatchObject({
        ok: true,
        data: { Name: 'Canteen' },
      });
    });
  });

  it('renames a survey and changes its description', async () => {
    const pact = memberPosts('a request to rename Site visit feedback', '/api/survey/update', {
      SurveyId: feedback,
      Name: 'Visit feedback',
      Description: 'Two minutes after each visit.',
    });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).update(
        feedback,
        'Visit feedback',
        'Two minutes after each visit.',
      );
      expect(result.ok).toBe(true);
    });
  });

  it('copies a survey with its questions', async () => {
    const pact = memberPosts(
      'a request to copy Site visit feedback',
      '/api/survey/copy',
      { SurveyId: feedback },
      { ...summary('Copy of Site visit feedback'), ResponseCount: integer(0) },
    );
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).copy(feedback)).toMatchObject({
        ok: true,
        data: { Name: 'Copy of Site visit feedback' },
      });
    });
  });

  it('deletes a survey', async () => {
    const pact = memberPosts('a request to delete Site visit feedback', '/api/survey/delete', {
      SurveyId: feedback,
    });
    await pact.executeTest(async (server) => {
      expect((await gateway(server.url).remove(feedback)).ok).toBe(true);
    });
  });

  it('saves the settings of a survey', async () => {
    const settings = {
      Anonymous: false,
      OnePerPerson: true,
      OpenFrom: null,
      OpenUntil: '2027-01-31T17:00:00.000Z',
      ThankYouText: 'Thanks: we read every answer.',
      OneQuestionPerPage: true,
    };
    const pact = memberPosts(
      'a request to save the settings of Site visit feedback',
      '/api/survey/settings',
      {
        SurveyId: feedback,
        Settings: settings,
      },
    );
    await pact.executeTest(async (server) => {
      expect((await gateway(server.url).saveSettings(feedback, settings)).ok).toBe(true);
    });
  });

  it('saves who may manage and who may answer a survey', async () => {
    const people = { ManagerUserIds: [8, 6], TakerUserIds: [], TakerTeamIds: [0] };
    const pact = memberPosts(
      'a request to save who may manage and answer Site visit feedback',
      '/api/survey/users',
      {
        SurveyId: feedback,
        ...people,
      },
    );
    await pact.executeTest(async (server) => {
      expect((await gateway(server.url).savePeople(feedback, people)).ok).toBe(true);
    });
  });

  it('lists the teams a survey may be shared with', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the teams Site visit feedback may be shared with')
      .withRequest({
        method: 'GET',
        path: '/api/survey/teams',
        headers: memberGet,
        query: { surveyId: String(feedback) },
      })
      .willRespondWith({
        status: 200,
        // "Everyone in the workspace" (team 0) first, then the workspace's teams by name.
        body: [
          { ScopeId: integer(0), Name: string('Everyone in the workspace') },
          { ScopeId: integer(10), Name: string('Design Team') },
          { ScopeId: integer(11), Name: string('Field Team') },
        ],
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).teams(feedback);
      expect(result).toMatchObject({ ok: true, data: [{ ScopeId: 0 }, { Name: 'Design Team' }, {}] });
    });
  });

  it('reorders the questions of a survey', async () => {
    const pact = memberPosts(
      'a request to put the 0-10 question of Site visit feedback first',
      '/api/survey/reorder',
      {
        SurveyId: feedback,
        QuestionIds: ORDER,
      },
    );
    await pact.executeTest(async (server) => {
      expect((await gateway(server.url).reorder(feedback, ORDER)).ok).toBe(true);
    });
  });

  it('reads a question', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the first question of Site visit feedback')
      .withRequest({
        method: 'GET',
        path: '/api/surveyquestion',
        headers: memberGet,
        query: { id: String(Q.site) },
      })
      .willRespondWith({ status: 200, body: question });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).question(Q.site)).toMatchObject({
        ok: true,
        data: { QuestionId: Q.site },
      });
    });
  });

  it('adds a question of a type', async () => {
    const pact = memberPosts(
      'a request to add a matrix question to Site visit feedback',
      '/api/surveyquestion/create',
      { SurveyId: feedback, Type: 'matrix' },
      { ...question, QuestionId: integer(12100), Type: 'matrix', Required: like(false) },
    );
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).addQuestion(feedback, 'matrix')).toMatchObject({
        ok: true,
        data: { Type: 'matrix' },
      });
    });
  });

  it('saves a question whole, a new option with it', async () => {
    const edited = {
      QuestionId: Q.site,
      SurveyId: feedback,
      Type: 'single' as const,
      Text: 'Which site did you visit last?',
      Required: true,
      Options: [
        { OptionId: 1, Text: 'Office renovation' },
        { OptionId: 2, Text: 'Bridge inspection' },
        { OptionId: 3, Text: 'Warehouse move' },
        // A new option goes without an id: the server numbers it.
        { OptionId: null as unknown as number, Text: 'Depot' },
      ],
      Rows: [],
      MultiLine: false,
    };
    const pact = memberPosts(
      'a request to save the first question of Site visit feedback',
      '/api/surveyquestion/update',
      edited,
      {
        ...question,
        Text: like('Which site did you visit last?'),
        Options: eachLike({ OptionId: integer(1), Text: like('Office renovation') }),
      },
    );
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).saveQuestion(edited)).toMatchObject({
        ok: true,
        data: { Text: 'Which site did you visit last?' },
      });
    });
  });

  it('deletes a question', async () => {
    const pact = memberPosts(
      'a request to delete the comments question of Site visit feedback',
      '/api/surveyquestion/delete',
      {
        QuestionId: Q.comments,
      },
    );
    await pact.executeTest(async (server) => {
      expect((await gateway(server.url).removeQuestion(Q.comments)).ok).toBe(true);
    });
  });
});
