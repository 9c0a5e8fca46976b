import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { SURVEY_IDS, SURVEY_LINK_HASHES } from '../../../fixtures/surveys/surveys';
import { HttpSurveyLinkEntryGateway } from '../../../src/adapters/http/survey-link-entry-gateway.http';
import { HttpSurveyLinkGateway } from '../../../src/adapters/http/survey-link-gateway.http';
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
import { VISITOR, codeSent, linkHash, linkNotValid, wrongCode } from '../quizzes/link-shapes';

/**
 * A survey's link for outside respondents (issue 34; docs/quizzes-and-surveys.md, "Survey share by link"). The
 * manager is Mel on her "Site visit feedback" (its link off in the demo); the visitor has no session and the demo
 * link of the anonymous "Workload pulse" (fixtures/surveys/surveys.ts).
 */
const { integer, string, boolean } = MatchersV3;

const member = (url: string) => new HttpSurveyLinkGateway(httpClientFor(url, MEMBER).http);
const visitor = (url: string) => {
  const client = httpClientFor(url, null);
  return { gateway: new HttpSurveyLinkEntryGateway(client.http), failures: client.failures };
};
const anonymousGet = { ScopeId: '0' };
const anonymousPost = { ScopeId: '0', 'Content-Type': 'application/json' };
const feedback = SURVEY_IDS.feedback;
const pulse = SURVEY_IDS.pulse;
const hash = SURVEY_LINK_HASHES.pulse;

describe('a survey’s link, for its managers', () => {
  it('reads whether the link is on', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request for the link of Site visit feedback')
      .withRequest({
        method: 'GET',
        path: '/api/surveylink',
        headers: getHeaders(MEMBER),
        query: { surveyId: String(feedback) },
      })
      .willRespondWith({
        status: 200,
        body: { SurveyId: integer(feedback), Enabled: boolean(false), Hash: null },
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).link(feedback)).toMatchObject({
        ok: true,
        data: { SurveyId: feedback, Enabled: false, Hash: null },
      });
    });
  });

  it('turns the link on and gets its hash', async () => {
    const pact = gridworkPact()
      .given(...signedIn('member'))
      .given(DEMO_DATA)
      .uponReceiving('a request to turn on the link of Site visit feedback')
      .withRequest({
        method: 'POST',
        path: '/api/surveylink/set',
        headers: postHeaders(MEMBER),
        body: { SurveyId: feedback, Enabled: true },
      })
      .willRespondWith({
        status: 200,
        body: {
          SurveyId: integer(feedback),
          Enabled: boolean(true),
          Hash: linkHash(),
        },
      });
    await pact.executeTest(async (server) => {
      expect(await member(server.url).setLink(feedback, true)).toMatchObject({
        ok: true,
        data: { Enabled: true, Hash: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' },
      });
    });
  });
});

describe('a visitor with a survey’s link (no session)', () => {
  it('learns where to go: an outside visitor proves an e-mail first', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a visitor without a session opening the link of Workload pulse')
      .withRequest({
        method: 'GET',
        path: '/api/surveylink/landing',
        headers: anonymousGet,
        query: { surveyId: String(pulse), h: hash },
      })
      .willRespondWith({
        status: 200,
        body: {
          SurveyId: integer(pulse),
          SurveyName: string('Workload pulse'),
          WorkspaceName: string('Demo Workspace'),
          Visitor: 'outside',
        },
      });
    await pact.executeTest(async (server) => {
      const { gateway, failures } = visitor(server.url);
      expect(await gateway.landing(pulse, hash)).toMatchObject({ ok: true, data: { Visitor: 'outside' } });
      expect(failures).toEqual([]);
    });
  });

  it('is told a link that is not valid (404), without an error message of the app', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a visitor opening a survey link whose hash is wrong')
      .withRequest({
        method: 'GET',
        path: '/api/surveylink/landing',
        headers: anonymousGet,
        query: { surveyId: String(pulse), h: 'NotTheLinkHash-0123456789abcdefg' },
      })
      .willRespondWith({
        status: 404,
        body: linkNotValid,
      });
    await pact.executeTest(async (server) => {
      const { gateway, failures } = visitor(server.url);
      const result = await gateway.landing(pulse, 'NotTheLinkHash-0123456789abcdefg');
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 404 } });
      expect(failures).toEqual([]);
    });
  });

  it('asks for a one-time code by e-mail', async () => {
    const pact = gridworkPact()
      .given(NO_ONE_SIGNED_IN)
      .given(DEMO_DATA)
      .uponReceiving('a request to e-mail a code for the link of Workload pulse')
      .withRequest({
        method: 'POST',
        path: '/api/surveylink/sendcode',
        headers: anonymousPost,
        body: { SurveyId: pulse, Hash: hash, Email: VISITOR },
      })
      .willRespondWith({
        status: 200,
        body: codeSent,
      });
    await pact.executeTest(async (server) => {
      const { gateway, failures } = visitor(server.url);
      expect(await gateway.sendCode(pulse, hash, VISITOR)).toMatchObject({
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
      .uponReceiving('a code for the link of Workload pulse that was never sent')
      .withRequest({
        method: 'POST',
        path: '/api/surveylink/verify',
        headers: anonymousPost,
        body: { SurveyId: pulse, Hash: hash, Email: VISITOR, Code: '222222' },
      })
      .willRespondWith({
        status: 200,
        body: wrongCode,
      });
    await pact.executeTest(async (server) => {
      const { gateway } = visitor(server.url);
      expect(await gateway.verify(pulse, hash, VISITOR, '222222')).toMatchObject({
        ok: true,
        data: { Verified: false, InvalidCode: true },
      });
    });
  });
});
