import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { QUIZ_IDS, QUIZ_LINK_HASHES } from '../../../fixtures/quizzes/quizzes';
import { HttpQuizSharingGateway } from '../../../src/adapters/http/quiz-sharing-gateway.http';
import { DEMO_DATA } from '../demo-ids';
import {
  MEMBER,
  NO_ONE_SIGNED_IN,
  getHeaders,
  gridworkPact,
  httpClientFor,
  postHeaders,
  signedIn,
} from '../pact-support';
import { VISITOR, codeSent, linkHash, linkNotValid, wrongCode } from './link-shapes';

/**
 * Who may manage and take a quiz, and its link for outside takers (issue 34; docs/quizzes-and-surveys.md, "Share by
 * link"). The manager is Mel on her "Site safety basics"; the visitor has no session and the demo link of "Bridge
 * inspection refresher" (fixtures/quizzes/quizzes.ts).
 */
const { eachLike, integer, like, string, boolean } = MatchersV3;

const member = (url: string) => new HttpQuizSharingGateway(httpClientFor(url, MEMBER).http);
const visitor = (url: string) => {
  const client = httpClientFor(url, null);
  return { gateway: new HttpQuizSharingGateway(client.http), failures: client.failures };
};
const memberGet = getHeaders(MEMBER);
const memberPost = postHeaders(MEMBER);
const anonymousGet = { ScopeId: '0' };
const anonymousPost = { ScopeId: '0', 'Content-Type': 'application/json' };
const safety = QUIZ_IDS.safety;
const bridge = QUIZ_IDS.bridge;
const hash = QUIZ_LINK_HASHES.bridge;

describe('a quiz’s people and link, for its managers', () => {
  it('reads who may manage and take the quiz, the choices and the link', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the people and link of Site safety basics')
      .withRequest({
        method: 'GET',
        path: '/api/quizlink/people',
        headers: memberGet,
        query: { quizId: String(safety) },
      })
      .willRespondWith({
        status: 200,
        body: {
          QuizId: integer(safety),
          QuizName: string('Site safety basics'),
          ManagerIds: like([]),
          TakerUserIds: like([]),
          TakerScopeIds: eachLike(0),
          People: eachLike({
            UserId: integer(2),
            Name: string('Mel Member'),
            Email: string('member@demo.test'),
            MayManage: boolean(true),
            IsCreator: boolean(true),
          }),
          Teams: eachLike({ ScopeId: integer(0), Name: string('Everyone in the workspace') }),
          Link: { QuizId: integer(safety), Enabled: boolean(false), Hash: null },
        },
      });
    await pact.executeTest(async (server) => {
      const result = await member(server.url).people(safety);
      expect(result).toMatchObject({
        ok: true,
        data: { QuizName: 'Site safety basics', Link: { Enabled: false }, Teams: [{ ScopeId: 0 }] },
      });
    });
  });

  it('saves who may manage and take the quiz', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to let everyone in the workspace take Site safety basics')
      .withRequest({
        method: 'POST',
        path: '/api/quiz/users',
        headers: memberPost,
        body: { QuizId: safety, ManagerIds: [], TakerUserIds: [], TakerScopeIds: [0] },
      })
      .willRespondWith({ status: 200, body: like({ QuizId: integer(safety) }) });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).saveUsers(safety, [], [], [0])).toMatchObject({ ok: true });
    });
  });

  it('turns the link on', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to turn on the link of Site safety basics')
      .withRequest({
        method: 'POST',
        path: '/api/quizlink/set',
        headers: memberPost,
        body: { QuizId: safety, Enabled: true },
      })
      .willRespondWith({
        status: 200,
        body: {
          QuizId: integer(safety),
          Enabled: boolean(true),
          Hash: linkHash(),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).setLink(safety, true)).toMatchObject({
        ok: true,
        data: { Enabled: true, Hash: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' },
      });
    });
  });
});

describe('a visitor with a quiz’s link (no session)', () => {
  it('learns where to go: an outside visitor proves an e-mail first', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a visitor without a session opening the link of Bridge inspection refresher')
      .withRequest({
        method: 'GET',
        path: '/api/quizlink/landing',
        headers: anonymousGet,
        query: { quizId: String(bridge), h: hash },
      })
      .willRespondWith({
        status: 200,
        body: {
          QuizId: integer(bridge),
          QuizName: string('Bridge inspection refresher'),
          WorkspaceName: string('Demo Workspace'),
          Visitor: 'outside',
        },
      });
    await pact.executeTest(async (server) => {
      const { gateway, failures } = visitor(server.url);
      expect(await gateway.landing(bridge, hash)).toMatchObject({ ok: true, data: { Visitor: 'outside' } });
      expect(failures).toEqual([]);
    });
  });

  it('is told a link that is not valid (404), without an error message of the app', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a visitor opening a quiz link whose hash is wrong')
      .withRequest({
        method: 'GET',
        path: '/api/quizlink/landing',
        headers: anonymousGet,
        query: { quizId: String(bridge), h: 'NotTheLinkHash-0123456789abcdefg' },
      })
      .willRespondWith({
        status: 404,
        body: linkNotValid,
      });
    await pact.executeTest(async (server) => {
      const { gateway } = visitor(server.url);
      const result = await gateway.landing(bridge, 'NotTheLinkHash-0123456789abcdefg');
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 404 } });
    });
  });

  it('asks for a one-time code by e-mail', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a request to e-mail a code for the link of Bridge inspection refresher')
      .withRequest({
        method: 'POST',
        path: '/api/quizlink/sendcode',
        headers: anonymousPost,
        body: { QuizId: bridge, Hash: hash, Email: VISITOR },
      })
      .willRespondWith({
        status: 200,
        body: codeSent,
      });
    await pact.executeTest(async (server) => {
      const { gateway, failures } = visitor(server.url);
      expect(await gateway.sendCode(bridge, hash, VISITOR)).toMatchObject({
        ok: true,
        data: { TooManyRequests: false, CodeValidSeconds: 600 },
      });
      expect(failures).toEqual([]);
    });
  });

  it('is told a wrong code is not valid', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a code for the link of Bridge inspection refresher that was never sent')
      .withRequest({
        method: 'POST',
        path: '/api/quizlink/verify',
        headers: anonymousPost,
        body: { QuizId: bridge, Hash: hash, Email: VISITOR, Code: '222222' },
      })
      .willRespondWith({
        status: 200,
        body: wrongCode,
      });
    await pact.executeTest(async (server) => {
      const { gateway } = visitor(server.url);
      expect(await gateway.verify(bridge, hash, VISITOR, '222222')).toMatchObject({
        ok: true,
        data: { Verified: false, InvalidCode: true },
      });
    });
  });
});
