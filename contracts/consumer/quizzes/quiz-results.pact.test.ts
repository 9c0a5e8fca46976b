import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { QUIZ_EXAM_IDS, QUIZ_IDS, QUIZ_QUESTION_IDS as Q } from '../../../fixtures/quizzes/quizzes';
import { HttpQuizResultsGateway } from '../../../src/adapters/http/quiz-results-gateway.http';
import { DEMO_DATA } from '../demo-ids';
import { MEMBER, getHeaders, gridworkPact, httpClientFor, postHeaders, signedIn } from '../pact-support';

const { eachLike, integer, like, string, boolean, number } = MatchersV3;

const gateway = (url: string) => new HttpQuizResultsGateway(httpClientFor(url, MEMBER).http);
const memberGet = getHeaders(MEMBER);
const memberPost = postHeaders(MEMBER);
const safety = QUIZ_IDS.safety;
const lena = QUIZ_EXAM_IDS.lena;
const priya = QUIZ_EXAM_IDS.priya;

/** A row of the results page (demo attempts are all submitted, so the times are set). */
const row = (id: number, status: string) => ({
  QuizExamId: integer(id),
  TakerName: string('Lena Novak'),
  TakerEmail: string('lena@example.com'),
  StartedAt: string('2026-03-06T13:00:00.000Z'),
  SubmittedAt: string('2026-03-06T13:14:00.000Z'),
  Seconds: integer(840),
  Status: string(status),
  Score: number(4.33),
  MaxScore: number(9),
  Percent: number(48.15),
  AutoSubmitted: boolean(false),
  Overridden: boolean(false),
});

/** A question of an attempt with the key: its answer's shape differs by type, so only the steady fields are pinned. */
const gradedQuestion = {
  QuestionId: integer(Q.helmet),
  Type: string('single'),
  Text: string('Which colour of hard hat do site supervisors wear here?'),
  Explanation: string('White marks supervisors; visitors wear blue.'),
  Options: like([]),
  AcceptedAnswers: like([]),
  Tolerance: number(0),
  AutoPoints: number(0),
  Points: number(0),
  MaxPoints: number(1),
  Graded: boolean(false),
  NeedsGrading: boolean(false),
};

const attemptResult = (id: number, status: string, override: unknown) => ({
  QuizId: integer(safety),
  QuizName: string('Site safety basics'),
  PassMarkPercent: number(60),
  Attempt: row(id, status),
  ScoreOverride: override,
  AutoScore: number(4.33),
  Questions: eachLike(gradedQuestion),
});

const given = () =>
  gridworkPact()
    .given(...signedIn('member'))
    .given(DEMO_DATA);

describe('quiz results calls (issue 34)', () => {
  it('lists the attempts of a quiz the member manages', async () => {
    const pact = given()
      .uponReceiving('a request for the attempts at Site safety basics')
      .withRequest({
        method: 'GET',
        path: '/api/quizresult/list',
        headers: memberGet,
        query: { quizId: String(safety) },
      })
      .willRespondWith({
        status: 200,
        body: {
          QuizId: integer(safety),
          QuizName: string('Site safety basics'),
          PassMarkPercent: number(60),
          Attempts: eachLike(row(lena, 'needsGrading')),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).list(safety);
      expect(result).toMatchObject({ ok: true, data: { QuizName: 'Site safety basics' } });
      expect(result.ok && result.data.Attempts[0]?.Status).toBe('needsGrading');
    });
  });

  it('reads one attempt with its answers and the key', async () => {
    const pact = given()
      .uponReceiving("a request for Lena's attempt at Site safety basics")
      .withRequest({
        method: 'GET',
        path: '/api/quizresult',
        headers: memberGet,
        query: { id: String(lena) },
      })
      .willRespondWith({ status: 200, body: attemptResult(lena, 'needsGrading', null) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).attempt(lena);
      expect(result).toMatchObject({
        ok: true,
        data: { Attempt: { QuizExamId: lena }, ScoreOverride: null },
      });
    });
  });

  it('reads the per-question results, hardest first', async () => {
    const pact = given()
      .uponReceiving('a request for the per-question results of Site safety basics')
      .withRequest({
        method: 'GET',
        path: '/api/quizresult/questions',
        headers: memberGet,
        query: { quizId: String(safety) },
      })
      .willRespondWith({
        status: 200,
        body: {
          QuizId: integer(safety),
          QuizName: string('Site safety basics'),
          Submitted: integer(5),
          Questions: eachLike({
            QuestionId: integer(Q.scaffold),
            Number: integer(5),
            Text: string('Maximum gap, in mm, between scaffold boards?'),
            Type: string('number'),
            Answered: integer(4),
            PercentCorrect: number(40),
            AveragePercent: number(40),
            Distribution: eachLike({ Label: string('25'), Count: integer(2), Correct: boolean(true) }),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).questions(safety);
      expect(result).toMatchObject({ ok: true, data: { Submitted: 5 } });
      expect(result.ok && result.data.Questions[0]?.Distribution[0]?.Label).toBe('25');
    });
  });

  it('grades a text answer by hand', async () => {
    const pact = given()
      .uponReceiving("a request to grade Lena's near-miss answer 2 points")
      .withRequest({
        method: 'POST',
        path: '/api/quizresult/grade',
        headers: memberPost,
        body: { QuizExamId: lena, QuestionId: Q.nearMiss, Points: 2 },
      })
      .willRespondWith({ status: 200, body: attemptResult(lena, 'failed', null) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).grade(lena, Q.nearMiss, 2);
      expect(result).toMatchObject({ ok: true, data: { Attempt: { Status: 'failed' } } });
    });
  });

  it('takes a hand grade back', async () => {
    const pact = given()
      .uponReceiving("a request to take back the grade of Priya's near-miss answer")
      .withRequest({
        method: 'POST',
        path: '/api/quizresult/grade',
        headers: memberPost,
        body: { QuizExamId: priya, QuestionId: Q.nearMiss, Points: null },
      })
      .willRespondWith({ status: 200, body: attemptResult(priya, 'needsGrading', null) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).grade(priya, Q.nearMiss, null);
      expect(result).toMatchObject({ ok: true, data: { Attempt: { Status: 'needsGrading' } } });
    });
  });

  it('overrides the score of an attempt', async () => {
    const pact = given()
      .uponReceiving("a request to override Priya's score with 6")
      .withRequest({
        method: 'POST',
        path: '/api/quizresult/override',
        headers: memberPost,
        body: { QuizExamId: priya, Score: 6 },
      })
      .willRespondWith({ status: 200, body: attemptResult(priya, 'passed', number(6)) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).override(priya, 6);
      expect(result).toMatchObject({ ok: true, data: { ScoreOverride: 6 } });
    });
  });

  it('takes an override back', async () => {
    const pact = given()
      .uponReceiving("a request to take back an override of Priya's score")
      .withRequest({
        method: 'POST',
        path: '/api/quizresult/override',
        headers: memberPost,
        body: { QuizExamId: priya, Score: null },
      })
      .willRespondWith({ status: 200, body: attemptResult(priya, 'failed', null) });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).override(priya, null);
      expect(result).toMatchObject({ ok: true, data: { ScoreOverride: null } });
    });
  });
});
