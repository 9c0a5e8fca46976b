import { describe, expect, it } from 'vitest';
import type { QuizLinkLanding } from '../../domain/quizzes/quiz-link';
import { InMemoryKeyValueStore } from '../../adapters/storage/in-memory-key-value-store';
import { LINK_VISIT_KEY, linkVisitOf } from '../../domain/quizzes/link-session';
import type { HttpResult } from '../../ports/http-client.port';
import type { KeyValueStore } from '../../ports/key-value-store.port';
import type { QuizSharingGateway } from '../../ports/quiz-sharing-gateway.port';
import type { SurveyLinkEntryGateway } from '../../ports/survey-link-entry-gateway.port';
import { EnterSharedQuiz } from './enter-shared-quiz.use-case';

const NOW = 1_800_000_000_000;
const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });

function enterWith(
  answers: Partial<QuizSharingGateway>,
  surveyAnswers: Partial<SurveyLinkEntryGateway> = {},
  storage?: KeyValueStore,
): EnterSharedQuiz {
  const refused = () => Promise.reject(new Error('not expected'));
  const gateway: QuizSharingGateway = {
    people: refused,
    saveUsers: refused,
    setLink: refused,
    landing: refused,
    sendCode: refused,
    verify: refused,
    ...answers,
  };
  const surveys: SurveyLinkEntryGateway = {
    landing: refused,
    sendCode: refused,
    verify: refused,
    ...surveyAnswers,
  };
  return new EnterSharedQuiz(gateway, { now: () => NOW }, surveys, storage);
}

const landingAs = (Visitor: QuizLinkLanding['Visitor']) =>
  enterWith({
    landing: async () => ok({ QuizId: 1100, QuizName: 'Site safety basics', WorkspaceName: 'Demo', Visitor }),
  });

describe('a quiz link’s landing', () => {
  it('sends each visitor where the server says they belong', async () => {
    expect((await landingAs('member').landing(1100, 'h')).route).toEqual({
      kind: 'intro',
      path: '/modules/quiz/exam/pre?quizId=1100',
    });
    expect((await landingAs('taker').landing(1100, 'h')).route.kind).toBe('intro');
    expect((await landingAs('outside').landing(1100, 'a/b')).route).toEqual({
      kind: 'login',
      path: '/modules/quiz/login/1100?h=a%2Fb',
    });
    expect((await landingAs('refused').landing(1100, 'h')).route).toEqual({
      kind: 'forbidden',
      path: '/modules/403',
    });
  });

  it('says a link is not valid when the server does not know it', async () => {
    const enter = enterWith({
      landing: async () => ({ ok: false, failure: { kind: 'status', status: 404, payload: {} } }),
    });
    expect((await enter.landing(1100, 'h')).route).toEqual({ kind: 'invalid' });
  });

  it('reads the code timing on this device’s clock, and a waiting code as already sent', async () => {
    const enter = enterWith({
      sendCode: async () =>
        ok({ TooManyRequests: false, CodeValidSeconds: 540, NewCodeInSeconds: 30, CodeAlreadySent: true }),
    });
    expect(await enter.requestCode(1100, 'h', ' olga@outside.test ')).toEqual({
      kind: 'sent',
      expiresAt: NOW + 540_000,
      nextCodeAt: NOW + 30_000,
      alreadySent: true,
    });
  });
});

describe('a survey link’s landing (the same steps, the survey’s calls)', () => {
  it('sends a member to the survey’s introduction and an outsider to the survey’s sign-in page', async () => {
    const as = (Visitor: QuizLinkLanding['Visitor']) =>
      enterWith(
        {},
        {
          landing: async () =>
            ok({ SurveyId: 1200, SurveyName: 'Site visit feedback', WorkspaceName: 'Demo', Visitor }),
        },
      );
    expect(await as('member').landing(1200, 'h', undefined, 'survey')).toEqual({
      route: { kind: 'intro', path: '/modules/survey/exam/pre?surveyId=1200' },
      landing: { Name: 'Site visit feedback', WorkspaceName: 'Demo', Visitor: 'member' },
    });
    expect((await as('outside').landing(1200, 'a/b', undefined, 'survey')).route).toEqual({
      kind: 'login',
      path: '/modules/survey/login/1200?h=a%2Fb',
    });
  });

  it('keeps the link a visitor proved an e-mail through, so an ended session leads back to it', async () => {
    const storage = new InMemoryKeyValueStore();
    const refused = enterWith(
      { verify: async () => ok({ Verified: false, InvalidCode: true, TooManyRequests: false }) },
      {},
      storage,
    );
    expect(await refused.enterCode(1100, 'h4sh', 'olga@outside.test', 'ABCDEF')).toEqual({ kind: 'invalid' });
    expect(storage.read(LINK_VISIT_KEY)).toBeNull();
    const proved = enterWith(
      {},
      { verify: async () => ok({ Verified: true, InvalidCode: false, TooManyRequests: false }) },
      storage,
    );
    expect(await proved.enterCode(1200, 'h4sh', 'olga@outside.test', 'ABCDEF', 'survey')).toEqual({
      kind: 'verified',
    });
    expect(linkVisitOf(storage.read(LINK_VISIT_KEY))).toEqual({ module: 'survey', id: 1200, hash: 'h4sh' });
  });
});
