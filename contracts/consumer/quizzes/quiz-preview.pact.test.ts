import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTION_IDS as Q } from '../../../fixtures/quizzes/quizzes';
import { HttpQuizPreviewGateway } from '../../../src/adapters/http/quiz-preview-gateway.http';
import { DEMO_DATA } from '../demo-ids';
import {
  ADMIN,
  MEMBER,
  getHeaders,
  gridworkPact,
  httpClientFor,
  postHeaders,
  signedIn,
} from '../pact-support';
import { exam as quizExam, report as quizReport, safety } from './quiz-shapes';

const { eachLike, integer, like, string, number } = MatchersV3;

const gateway = (url: string, uid = MEMBER) => new HttpQuizPreviewGateway(httpClientFor(url, uid).http);
const memberGet = getHeaders(MEMBER);
const memberPost = postHeaders(MEMBER);

const exam = quizExam(integer(1));
const report = quizReport(integer(1));

describe("an author's quiz preview and a taker's own reports (issue 34)", () => {
  it('reads the introduction as a taker would see it', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the preview introduction of Site safety basics')
      .withRequest({
        method: 'GET',
        path: '/api/quizexam/preview/intro',
        headers: memberGet,
        query: { quizId: String(safety) },
      })
      .willRespondWith({
        status: 200,
        body: {
          QuizId: integer(safety),
          QuizName: string('Site safety basics'),
          Description: string('Six questions'),
          QuestionCount: integer(6),
          TimeLimitMinutes: integer(15),
          AttemptsLeft: integer(2),
          PassMarkPercent: integer(60),
          TotalPoints: integer(9),
          OpenUntil: null,
          OpenQuizExamId: null,
          Blocked: null,
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).intro(safety)).toMatchObject({
        ok: true,
        data: { QuizName: 'Site safety basics', OpenQuizExamId: null },
      });
    });
  });

  it('starts a preview whose questions carry no answer key', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to preview Site safety basics')
      .withRequest({
        method: 'POST',
        path: '/api/quizexam/preview/open',
        headers: memberPost,
        body: { QuizId: safety },
      })
      .willRespondWith({ status: 200, body: exam });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).open(safety)).toMatchObject({
        ok: true,
        data: { QuizId: safety, SecondsLeft: 900 },
      });
    });
  });

  it('saves answers of the preview in progress', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given('the member is previewing Site safety basics')
      .uponReceiving('a request to save an answer of the preview in progress')
      .withRequest({
        method: 'POST',
        path: '/api/quizexam/preview/save',
        headers: memberPost,
        body: { QuizId: safety, Answers: { [Q.helmet]: 2 } },
      })
      .willRespondWith({ status: 200, body: { ...exam, Answers: like({ [Q.helmet]: 2 }) } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).save(safety, { [Q.helmet]: 2 })).toMatchObject({
        ok: true,
        data: { Answers: { [Q.helmet]: 2 } },
      });
    });
  });

  it('submits the preview and answers its report with the key', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given('the member is previewing Site safety basics')
      .uponReceiving('a request to submit the preview in progress with a last answer')
      .withRequest({
        method: 'POST',
        path: '/api/quizexam/preview/submit',
        headers: memberPost,
        body: { QuizId: safety, Answers: { [Q.ladder]: true } },
      })
      .willRespondWith({ status: 200, body: report });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).submit(safety, { [Q.ladder]: true })).toMatchObject({
        ok: true,
        data: { AnswersShown: true },
      });
    });
  });

  it("reads the last preview's report", async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given('the member has submitted a preview of Site safety basics')
      .uponReceiving("a request for the report of the member's last preview of Site safety basics")
      .withRequest({
        method: 'GET',
        path: '/api/quizexam/preview/report',
        headers: memberGet,
        query: { quizId: String(safety) },
      })
      .willRespondWith({ status: 200, body: { ...report, Score: number(0), Percent: number(0) } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).report(safety)).toMatchObject({
        ok: true,
        data: { AnswersShown: true },
      });
    });
  });

  const entry = { ...report, QuizId: integer(safety), SubmittedAt: string('2026-03-07T09:04:00.000Z') };

  it("lists the taker's own reports of a quiz", async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving("a request for the administrator's own reports of Site safety basics")
      .withRequest({
        method: 'GET',
        path: '/api/quizexam/reports',
        headers: getHeaders(ADMIN),
        query: { quizId: String(safety) },
      })
      .willRespondWith({ status: 200, body: eachLike(entry) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url, ADMIN).reports(safety)).toMatchObject({
        ok: true,
        data: [{ QuizId: safety }],
      });
    });
  });

  it("lists the taker's latest reports across quizzes", async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given(DEMO_DATA)
      .uponReceiving("a request for the administrator's latest quiz reports")
      .withRequest({ method: 'GET', path: '/api/quizexam/reports', headers: getHeaders(ADMIN) })
      .willRespondWith({ status: 200, body: eachLike(entry) });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url, ADMIN).reports(null)).toMatchObject({
        ok: true,
        data: [{ QuizId: safety }],
      });
    });
  });
});
