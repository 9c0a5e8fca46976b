import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { SURVEY_EXAM_IDS, SURVEY_QUESTION_IDS as Q } from '../../../fixtures/surveys/surveys';
import { HttpSurveyExamGateway } from '../../../src/adapters/http/survey-exam-gateway.http';
import { DEMO_DATA } from '../demo-ids';
import {
  MEMBER,
  fromState,
  getHeaders,
  gridworkPact,
  httpClientFor,
  postHeaders,
  signedIn,
} from '../pact-support';
import { exam, feedback, question } from './survey-shapes';

const { eachLike, integer, like, string, boolean } = MatchersV3;

const gateway = (url: string) => new HttpSurveyExamGateway(httpClientFor(url, MEMBER).http);
const memberGet = getHeaders(MEMBER);
const memberPost = postHeaders(MEMBER);
const EXAM_EXAMPLE = 12199;
/** Finn (field, uid 5) with a response to the demo survey in progress, its id injected as `SurveyExamId`. */
const IN_PROGRESS = 'a workspace user has a response in progress to the demo survey';
const FINN = 5;
const finnGateway = (url: string) => new HttpSurveyExamGateway(httpClientFor(url, FINN).http);
const finnPost = postHeaders(FINN);
const examId = () => fromState('SurveyExamId', EXAM_EXAMPLE);

describe('survey answering calls (issue 34 surveys)', () => {
  it('reads what a survey is before answering', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the introduction of Site visit feedback')
      .withRequest({
        method: 'GET',
        path: '/api/surveyexam/intro',
        headers: memberGet,
        query: { surveyId: String(feedback) },
      })
      .willRespondWith({
        status: 200,
        body: {
          SurveyId: integer(feedback),
          Name: string('Site visit feedback'),
          Description: string('After each site visit.'),
          QuestionCount: integer(6),
          Anonymous: boolean(false),
          OpenFrom: null,
          OpenUntil: null,
          CanStart: boolean(true),
          Reason: null,
          AlreadyResponded: boolean(true),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).intro(feedback)).toMatchObject({ ok: true, data: { CanStart: true } });
    });
  });

  it('opens a response', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to open a response to Site visit feedback')
      .withRequest({
        method: 'POST',
        path: '/api/surveyexam/open',
        headers: memberPost,
        body: { SurveyId: feedback },
      })
      .willRespondWith({ status: 200, body: exam(integer(EXAM_EXAMPLE)) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).open(feedback, false)).toMatchObject({
        ok: true,
        data: { SurveyId: feedback, Preview: false },
      });
    });
  });

  it('opens a preview, never counted', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to preview Site visit feedback')
      .withRequest({
        method: 'POST',
        path: '/api/surveyexam/open',
        headers: memberPost,
        body: { SurveyId: feedback, Preview: true },
      })
      .willRespondWith({ status: 200, body: { ...exam(integer(EXAM_EXAMPLE)), Preview: true } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).open(feedback, true)).toMatchObject({
        ok: true,
        data: { Preview: true },
      });
    });
  });

  it('saves answers of a response in progress', async () => {
    const answers = { [Q.site]: 2, [Q.recommend]: 0 };
    const pact = gridworkPact()
      .given(IN_PROGRESS)
      .uponReceiving('a request to save answers of the survey response in progress')
      .withRequest({
        method: 'POST',
        path: '/api/surveyexam/save',
        headers: finnPost,
        body: { SurveyExamId: examId(), Answers: answers },
      })
      .willRespondWith({ status: 200, body: { ...exam(examId()), Answers: like(answers) } });
    await pact.executeTest(async (server) => {
      expect(await finnGateway(server.url).save(EXAM_EXAMPLE, answers)).toMatchObject({
        ok: true,
        data: { Answers: { [Q.recommend]: 0 } },
      });
    });
  });

  it('submits a response and answers the thank-you text', async () => {
    const answers = { [Q.site]: 1, [Q.organised]: 4, [Q.recommend]: 9 };
    const pact = gridworkPact()
      .given(IN_PROGRESS)
      .uponReceiving('a request to submit the survey response in progress')
      .withRequest({
        method: 'POST',
        path: '/api/surveyexam/submit',
        headers: finnPost,
        body: { SurveyExamId: examId(), Answers: answers },
      })
      .willRespondWith({
        status: 200,
        body: {
          SurveyExamId: examId(),
          SurveyId: integer(feedback),
          ThankYouText: string('Thanks: we read every answer.'),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await finnGateway(server.url).submit(EXAM_EXAMPLE, answers)).toMatchObject({
        ok: true,
        data: { SurveyId: feedback },
      });
    });
  });

  it('reads one response', async () => {
    const id = SURVEY_EXAM_IDS.firstFeedback;
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the first response to Site visit feedback')
      .withRequest({
        method: 'GET',
        path: '/api/surveyexam/report',
        headers: memberGet,
        query: { id: String(id) },
      })
      .willRespondWith({
        status: 200,
        body: {
          SurveyExamId: integer(id),
          SurveyId: integer(feedback),
          Name: string('Site visit feedback'),
          RespondentName: string('Priya Patel'),
          CompletedOn: string('2026-10-02T10:00:00.000Z'),
          Questions: eachLike(question),
          Answers: like({ [Q.site]: 1 }),
          CanReadResults: boolean(true),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).report(id)).toMatchObject({ ok: true, data: { SurveyExamId: id } });
    });
  });
});
