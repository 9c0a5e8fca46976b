import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { QUIZ_IDS, QUIZ_QUESTION_IDS as Q } from '../../../fixtures/quizzes/quizzes';
import { HttpQuizAuthoringGateway } from '../../../src/adapters/http/quiz-authoring-gateway.http';
import { DEFAULT_QUIZ_SETTINGS, blankQuestion } from '../../../src/domain/quizzes/quiz.entity';
import { DEMO_DATA } from '../demo-ids';
import { MEMBER, getHeaders, gridworkPact, httpClientFor, postHeaders, signedIn } from '../pact-support';

const { eachLike, integer, like, string, boolean, number } = MatchersV3;

const gateway = (url: string) => new HttpQuizAuthoringGateway(httpClientFor(url, MEMBER).http);
const memberGet = getHeaders(MEMBER);
const memberPost = postHeaders(MEMBER);
const safety = QUIZ_IDS.safety;
const SAFETY_ORDER = [Q.helmet, Q.ppe, Q.ladder, Q.extinguisher, Q.scaffold, Q.nearMiss];

const option = { OptionId: integer(2), Text: string('White'), IsCorrect: boolean(true) };
/** A question with its key, as its manager reads it. */
const question = (id: number, type: string, text: string) => ({
  QuestionId: integer(id),
  QuizId: integer(safety),
  Type: string(type),
  Text: string(text),
  Points: number(1),
  Explanation: string(''),
  Options: like([]),
  CorrectBoolean: null,
  AcceptedAnswers: like([]),
  CaseSensitive: boolean(false),
  CorrectNumber: null,
  Tolerance: number(0),
});
const placed = (position: number, count: number) => ({
  QuizName: string('Site safety basics'),
  Position: integer(position),
  QuestionCount: integer(count),
});

const settings = {
  TimeLimitMinutes: integer(15),
  AttemptsAllowed: integer(2),
  PassMarkPercent: integer(60),
  ShuffleQuestions: boolean(false),
  ShuffleOptions: boolean(false),
  ShowAnswers: string('afterAttempt'),
  OneQuestionPerPage: boolean(true),
  OpenFrom: null,
  OpenUntil: null,
};
/** A question in a quiz's list: their keys differ by type, so the list's example holds what every type has. */
const listed = (id: number, type: string, text: string) => {
  const { CorrectBoolean: _b, CorrectNumber: _n, ...common } = question(id, type, text);
  return common;
};
const detail = (name = 'Site safety basics', more: Record<string, unknown> = {}) => ({
  QuizId: integer(safety),
  Name: string(name),
  Description: string('Six questions every new starter answers before their first site visit.'),
  QuestionCount: integer(6),
  AttemptCount: integer(5),
  CreatedByName: string('Mel Member'),
  ModifiedOn: string('2026-03-04T16:20:00.000Z'),
  Settings: settings,
  Questions: eachLike(listed(Q.helmet, 'single', 'Which colour of hard hat?')),
  ...more,
});

const given = () =>
  gridworkPact()
    .given(...signedIn('member'))
    .given(DEMO_DATA);

describe('quiz authoring calls (issue 34)', () => {
  it('reads a quiz its manager edits, with its questions in order and their keys', async () => {
    const pact = given()
      .uponReceiving('a request for Site safety basics by its creator')
      .withRequest({ method: 'GET', path: '/api/quiz', headers: memberGet, query: { id: String(safety) } })
      .willRespondWith({ status: 200, body: detail() });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).details(safety);
      expect(result).toMatchObject({
        ok: true,
        data: {
          QuizId: safety,
          Settings: { TimeLimitMinutes: 15 },
          Questions: [{ QuestionId: Q.helmet, Type: 'single' }],
        },
      });
    });
  });

  it('refuses a quiz to a workspace user who does not manage it', async () => {
    const pact = given()
      .uponReceiving('a request for Bridge inspection refresher by a member who does not manage it')
      .withRequest({
        method: 'GET',
        path: '/api/quiz',
        headers: memberGet,
        query: { id: String(QUIZ_IDS.bridge) },
      })
      .willRespondWith({
        status: 403,
        body: {
          Message: string(
            'You may not manage this quiz: ask its creator or an administrator for manage rights.',
          ),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).details(QUIZ_IDS.bridge)).toMatchObject({
        ok: false,
        failure: { status: 403 },
      });
    });
  });

  it('renames a quiz and its description', async () => {
    const pact = given()
      .uponReceiving('a request to rename Site safety basics')
      .withRequest({
        method: 'POST',
        path: '/api/quiz/update',
        headers: memberPost,
        body: { QuizId: safety, Name: 'Site safety', Description: 'For new starters.' },
      })
      .willRespondWith({
        status: 200,
        body: detail('Site safety', { Description: string('For new starters.') }),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).rename(safety, 'Site safety', 'For new starters.');
      expect(result).toMatchObject({ ok: true, data: { Name: 'Site safety' } });
    });
  });

  it('saves the settings', async () => {
    const chosen = { ...DEFAULT_QUIZ_SETTINGS, TimeLimitMinutes: 2, AttemptsAllowed: 3, PassMarkPercent: 70 };
    const pact = given()
      .uponReceiving('a request to give Site safety basics a 2-minute time limit')
      .withRequest({
        method: 'POST',
        path: '/api/quiz/settings',
        headers: memberPost,
        body: { QuizId: safety, ...chosen },
      })
      .willRespondWith({
        status: 200,
        body: detail('Site safety basics', {
          Settings: {
            ...settings,
            TimeLimitMinutes: integer(2),
            AttemptsAllowed: integer(3),
            PassMarkPercent: integer(70),
          },
        }),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).saveSettings(safety, chosen);
      expect(result).toMatchObject({ ok: true, data: { Settings: { TimeLimitMinutes: 2 } } });
    });
  });

  it('refuses settings that close the quiz before it opens, with the reason', async () => {
    const chosen = {
      ...DEFAULT_QUIZ_SETTINGS,
      OpenFrom: '2026-06-02T09:00:00.000Z',
      OpenUntil: '2026-06-01T09:00:00.000Z',
    };
    const pact = given()
      .uponReceiving('a request to close Site safety basics before it opens')
      .withRequest({
        method: 'POST',
        path: '/api/quiz/settings',
        headers: memberPost,
        body: { QuizId: safety, ...chosen },
      })
      .willRespondWith({ status: 400, body: { Message: 'The quiz must open before it closes.' } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).saveSettings(safety, chosen)).toMatchObject({
        ok: false,
        failure: { status: 400, payload: { Message: 'The quiz must open before it closes.' } },
      });
    });
  });

  it('sends the whole question order', async () => {
    const order = [Q.ppe, Q.helmet, ...SAFETY_ORDER.slice(2)];
    const pact = given()
      .uponReceiving('a request to move the second question of Site safety basics up')
      .withRequest({
        method: 'POST',
        path: '/api/quiz/reorder',
        headers: memberPost,
        body: { QuizId: safety, QuestionIds: order },
      })
      .willRespondWith({
        status: 200,
        body: detail('Site safety basics', {
          Questions: eachLike(listed(Q.ppe, 'multiple', 'Which of these are personal protective equipment?')),
        }),
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).reorder(safety, order);
      expect(result).toMatchObject({
        ok: true,
        data: { Questions: [{ QuestionId: Q.ppe }] },
      });
    });
  });

  it('reads a question with its key and its place in the quiz', async () => {
    const pact = given()
      .uponReceiving('a request for the ladder question of Site safety basics')
      .withRequest({
        method: 'GET',
        path: '/api/quizquestion',
        headers: memberGet,
        query: { id: String(Q.ladder) },
      })
      .willRespondWith({
        status: 200,
        body: {
          ...question(Q.ladder, 'trueFalse', 'A ladder should extend 1 metre above the landing.'),
          CorrectBoolean: boolean(true),
          ...placed(3, 6),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).question(Q.ladder)).toMatchObject({
        ok: true,
        data: { Type: 'trueFalse', CorrectBoolean: true, Position: 3 },
      });
    });
  });

  it('adds a question of a type at the end of the quiz', async () => {
    const pact = given()
      .uponReceiving('a request to add a single-choice question to Site safety basics')
      .withRequest({
        method: 'POST',
        path: '/api/quizquestion/create',
        headers: memberPost,
        body: { QuizId: safety, Type: 'single', Text: 'New single choice question' },
      })
      .willRespondWith({
        status: 200,
        body: {
          ...question(11050, 'single', 'New single choice question'),
          Options: eachLike({ OptionId: integer(1), Text: string('Option 1'), IsCorrect: boolean(true) }),
          ...placed(7, 7),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).addQuestion(safety, 'single', 'New single choice question');
      expect(result).toMatchObject({ ok: true, data: { Type: 'single', Position: 7 } });
    });
  });

  it('saves a question whole, a new option without an id', async () => {
    const edited = {
      ...blankQuestion(Q.helmet, safety, 'single', 'Which colour of hard hat do supervisors wear?'),
      Points: 2,
      Explanation: 'White marks supervisors.',
      Options: [
        { OptionId: 1, Text: 'Yellow', IsCorrect: false },
        { OptionId: 2, Text: 'White', IsCorrect: true },
        { OptionId: -1, Text: 'Orange', IsCorrect: false },
      ],
    };
    const pact = given()
      .uponReceiving('a request to save the hard hat question with a new option')
      .withRequest({
        method: 'POST',
        path: '/api/quizquestion/update',
        headers: memberPost,
        body: {
          QuestionId: Q.helmet,
          Text: edited.Text,
          Points: 2,
          Explanation: edited.Explanation,
          Options: [
            { OptionId: 1, Text: 'Yellow', IsCorrect: false },
            { OptionId: 2, Text: 'White', IsCorrect: true },
            { OptionId: null, Text: 'Orange', IsCorrect: false },
          ],
          CorrectBoolean: null,
          AcceptedAnswers: [],
          CaseSensitive: false,
          CorrectNumber: null,
          Tolerance: 0,
        },
      })
      .willRespondWith({
        status: 200,
        body: {
          ...question(Q.helmet, 'single', edited.Text),
          Points: number(2),
          Explanation: string(edited.Explanation),
          Options: eachLike(option, 3),
          ...placed(1, 6),
        },
      });
    await pact.executeTest(async (server) => {
      const result = await gateway(server.url).saveQuestion(edited);
      expect(result).toMatchObject({ ok: true, data: { Points: 2, Options: [{}, {}, {}] } });
    });
  });

  it('refuses a single-choice question with two correct options, with the reason', async () => {
    const edited = {
      ...blankQuestion(Q.helmet, safety, 'single', 'Which colour?'),
      Options: [
        { OptionId: 1, Text: 'Yellow', IsCorrect: true },
        { OptionId: 2, Text: 'White', IsCorrect: true },
      ],
    };
    const message = 'A single-choice question needs exactly one correct option.';
    const pact = given()
      .uponReceiving('a request to save the hard hat question with two correct options')
      .withRequest({
        method: 'POST',
        path: '/api/quizquestion/update',
        headers: memberPost,
        body: {
          QuestionId: Q.helmet,
          Text: 'Which colour?',
          Points: 1,
          Explanation: '',
          Options: edited.Options,
          CorrectBoolean: null,
          AcceptedAnswers: [],
          CaseSensitive: false,
          CorrectNumber: null,
          Tolerance: 0,
        },
      })
      .willRespondWith({ status: 400, body: { Message: message } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).saveQuestion(edited)).toMatchObject({
        ok: false,
        failure: { status: 400, payload: { Message: message } },
      });
    });
  });

  it('deletes a question', async () => {
    const pact = given()
      .uponReceiving('a request to delete the near-miss question of Site safety basics')
      .withRequest({
        method: 'POST',
        path: '/api/quizquestion/delete',
        headers: memberPost,
        body: { QuestionId: Q.nearMiss },
      })
      .willRespondWith({ status: 200, body: { QuestionId: integer(Q.nearMiss), QuizId: integer(safety) } });
    await pact.executeTest(async (server) => {
      expect(await gateway(server.url).removeQuestion(Q.nearMiss)).toMatchObject({ ok: true });
    });
  });
});
