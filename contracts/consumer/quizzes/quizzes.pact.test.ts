import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTION_IDS as Q } from '../../../fixtures/quizzes/quizzes';
import { HttpQuizGateway } from '../../../src/adapters/http/quiz-gateway.http';
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
import { exam, report, safety } from './quiz-shapes';

const { eachLike, integer, string, number } = MatchersV3;

const gateway = (url: string) => new HttpQuizGateway(httpClientFor(url, MEMBER).http);
const memberGet = getHeaders(MEMBER);
const memberPost = postHeaders(MEMBER);
const EXAM_EXAMPLE = 11106;

const summary = (name: string) => ({
  QuizId: integer(safety),
  Name: string(name),
  Description: string(''),
  QuestionCount: integer(6),
  AttemptCount: integer(5),
  CreatedByName: string('Mel Member'),
  ModifiedOn: string('2026-03-04T16:20:00.000Z'),
});

describe('quiz calls (issue 34)', () => {
  it('lists the quizzes the member manages', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the quizzes the member manages')
      .withRequest({ method: 'GET', path: '/api/quiz/list', headers: memberGet })
      .willRespondWith({ status: 200, body: eachLike(summary('Site safety basics')) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).list();
      expect(result).toMatchObject({ ok: true, data: [{ QuizId: safety, Name: 'Site safety basics' }] });
    });
  });

  it('creates a quiz', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to create the quiz Fire drill')
      .withRequest({
        method: 'POST',
        path: '/api/quiz/create',
        headers: memberPost,
        body: { Name: 'Fire drill', Description: '' },
      })
      .willRespondWith({
        status: 200,
        body: { ...summary('Fire drill'), QuestionCount: integer(0), AttemptCount: integer(0) },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).create('Fire drill', '')).toMatchObject({
        ok: true,
        data: { Name: 'Fire drill' },
      });
    });
  });

  it('copies a quiz with its questions', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to copy Site safety basics')
      .withRequest({ method: 'POST', path: '/api/quiz/copy', headers: memberPost, body: { QuizId: safety } })
      .willRespondWith({
        status: 200,
        body: { ...summary('Copy of Site safety basics'), AttemptCount: integer(0) },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).copy(safety)).toMatchObject({
        ok: true,
        data: { Name: 'Copy of Site safety basics' },
      });
    });
  });

  it('deletes a quiz', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to delete Site safety basics')
      .withRequest({
        method: 'POST',
        path: '/api/quiz/delete',
        headers: memberPost,
        body: { QuizId: safety },
      })
      .willRespondWith({ status: 200, body: { QuizId: integer(safety) } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).remove(safety)).toMatchObject({ ok: true });
    });
  });

  it('reads what a quiz is before an attempt', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the introduction of Site safety basics')
      .withRequest({
        method: 'GET',
        path: '/api/quizexam/intro',
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
          TotalPoints: number(9),
          TimeLimitMinutes: integer(15),
          OpenUntil: null,
          AttemptsLeft: integer(2),
          PassMarkPercent: integer(60),
          OpenQuizExamId: null,
          Blocked: null,
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).intro(safety)).toMatchObject({
        ok: true,
        data: { TimeLimitMinutes: 15 },
      });
    });
  });

  it('opens an attempt whose questions carry no answer key', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to open Site safety basics')
      .withRequest({
        method: 'POST',
        path: '/api/quizexam/open',
        headers: memberPost,
        body: { QuizId: safety },
      })
      .willRespondWith({ status: 200, body: exam(integer(EXAM_EXAMPLE)) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).open(safety);
      expect(result).toMatchObject({ ok: true, data: { QuizId: safety, SecondsLeft: 900 } });
    });
  });

  it('saves answers of an attempt in progress', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given('the member has a quiz attempt in progress')
      .uponReceiving('a request to save an answer of the attempt in progress')
      .withRequest({
        method: 'POST',
        path: '/api/quizexam/save',
        headers: memberPost,
        body: { QuizExamId: fromState('QuizExamId', EXAM_EXAMPLE), Answers: { [Q.helmet]: 2 } },
      })
      .willRespondWith({
        status: 200,
        body: { ...exam(fromState('QuizExamId', EXAM_EXAMPLE)), Answers: { [Q.helmet]: 2 } },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).save(EXAM_EXAMPLE, { [Q.helmet]: 2 });
      expect(result).toMatchObject({ ok: true, data: { Answers: { [Q.helmet]: 2 } } });
    });
  });

  it('submits an attempt and answers its report', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given('the member has a quiz attempt in progress')
      .uponReceiving('a request to submit the attempt in progress with a last answer')
      .withRequest({
        method: 'POST',
        path: '/api/quizexam/submit',
        headers: memberPost,
        body: { QuizExamId: fromState('QuizExamId', EXAM_EXAMPLE), Answers: { [Q.ladder]: true } },
      })
      .willRespondWith({
        status: 200,
        body: report(fromState('QuizExamId', EXAM_EXAMPLE)),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).submit(EXAM_EXAMPLE, { [Q.ladder]: true });
      expect(result).toMatchObject({ ok: true, data: { Score: 1, Passed: false } });
    });
  });
});
