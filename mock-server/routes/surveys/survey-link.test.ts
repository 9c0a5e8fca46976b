import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SURVEY_IDS, SURVEY_QUESTION_IDS } from '../../../fixtures/surveys/surveys';
import { QuizLinkMessage } from '../../../src/domain/quizzes/quiz-link';
import { SurveyLinkMessage, type SurveyLink } from '../../../src/domain/surveys/survey-link';
import type { SmtpSink } from '../../mail/smtp-sink';
import { startMailingMock, type MailingMock } from '../../test-support/mailing-mock';
import type { MockClient, RunningMock } from '../../test-support/mock-client';
import { SurveyExamMessage } from './exam-routes';

const { feedback, pulse } = SURVEY_IDS;
let sink: SmtpSink;
let running: RunningMock;
let mailing: MailingMock;
beforeAll(async () => {
  mailing = await startMailingMock();
  ({ running, sink } = mailing);
});
afterAll(() => mailing.stop());
beforeEach(() => mailing.reset());

const store = () => running.mock.store;
const signedIn = async (email: string) => {
  const client = running.client();
  await client.login(email);
  return client;
};
/** Turns the survey's link on as its creator (Mel made the feedback survey, Ada the anonymous pulse). */
async function linkOn(surveyId: number): Promise<string> {
  const manager = await signedIn(surveyId === feedback ? 'member@demo.test' : 'admin@demo.test');
  const reply = await manager.post('/api/surveylink/set', { SurveyId: surveyId, Enabled: true });
  expect(reply.status).toBe(200);
  return (reply.body as SurveyLink).Hash!;
}

async function codeFor(guest: MockClient, surveyId: number, hash: string, email: string) {
  const before = sink.messages.length;
  const reply = await guest.post('/api/surveylink/sendcode', {
    SurveyId: surveyId,
    Hash: hash,
    Email: email,
  });
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ TooManyRequests: false, CodeValidSeconds: 600 });
  const mail = await sink.next(
    (m, i = sink.messages.indexOf(m)) =>
      i >= before && m.to.some((t) => t.toLowerCase() === email.toLowerCase()),
  );
  expect(mail.text).toContain('for the survey "');
  return /^([2-9A-Z]{6}) is your code/.exec(mail.subject)![1]!;
}

/** A browser that proved `email` on the survey's link: it holds a survey-taker session. */
async function proved(surveyId: number, hash: string, email: string): Promise<MockClient> {
  const guest = running.client();
  const Code = await codeFor(guest, surveyId, hash, email);
  const reply = await guest.post('/api/surveylink/verify', {
    SurveyId: surveyId,
    Hash: hash,
    Email: email,
    Code,
  });
  expect(reply.body).toEqual({ Verified: true, InvalidCode: false, TooManyRequests: false });
  return guest;
}

/** Opens and submits a response to the anonymous pulse survey. */
async function answerPulse(guest: MockClient) {
  const open = await guest.post('/api/surveyexam/open', { SurveyId: pulse });
  expect(open.status).toBe(200);
  const id = (open.body as { SurveyExamId: number }).SurveyExamId;
  const submit = await guest.post('/api/surveyexam/submit', {
    SurveyExamId: id,
    Answers: { [SURVEY_QUESTION_IDS.workload]: 4 },
  });
  expect(submit.status).toBe(200);
  return id;
}

describe('the survey link', () => {
  it('turns on and off for managers only; off ends the link and its sessions', async () => {
    const finn = await signedIn('field@demo.test');
    expect((await finn.post('/api/surveylink/set', { SurveyId: feedback, Enabled: true })).status).toBe(403);
    expect((await finn.get(`/api/surveylink?surveyId=${feedback}`)).status).toBe(403);
    const hash = await linkOn(feedback);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const landing = `/api/surveylink/landing?surveyId=${feedback}&h=${hash}`;
    expect((await running.client().get(landing)).body).toMatchObject({
      SurveyName: 'Site visit feedback',
      Visitor: 'outside',
    });
    expect((await finn.get(landing)).body).toMatchObject({ Visitor: 'member' });
    const guest = await proved(feedback, hash, 'olga@outside.test');
    expect((await guest.get(landing)).body).toMatchObject({ Visitor: 'taker' });
    expect((await guest.get(`/api/surveyexam/intro?surveyId=${feedback}`)).status).toBe(200);

    const mel = await signedIn('member@demo.test');
    expect((await mel.post('/api/surveylink/set', { SurveyId: feedback, Enabled: false })).body).toEqual({
      SurveyId: feedback,
      Enabled: false,
      Hash: null,
    });
    expect((await guest.get(`/api/surveyexam/intro?surveyId=${feedback}`)).status).toBe(401);
    const dead = await running.client().get(landing);
    expect(dead.status).toBe(404);
    expect(dead.body).toMatchObject({ Message: SurveyLinkMessage.invalid });
    expect(store().data.activity.at(-1)).toMatchObject({
      UserName: 'Mel Member',
      Action: 'Turned off the link of the survey "Site visit feedback"',
    });
  });

  it('refuses a wrong code, and gives no session for it', async () => {
    const hash = await linkOn(pulse);
    const guest = running.client();
    const code = await codeFor(guest, pulse, hash, 'olga@outside.test');
    const wrong = code === '222222' ? '333333' : '222222';
    const reply = await guest.post('/api/surveylink/verify', {
      SurveyId: pulse,
      Hash: hash,
      Email: 'olga@outside.test',
      Code: wrong,
    });
    expect(reply.body).toEqual({ Verified: false, InvalidCode: true, TooManyRequests: false });
    expect((await guest.get(`/api/surveyexam/intro?surveyId=${pulse}`)).status).toBe(401);
  });

  it('fences the survey-taker session to that survey', async () => {
    const hash = await linkOn(pulse);
    const guest = await proved(pulse, hash, 'olga@outside.test');
    const other = await guest.get(`/api/surveyexam/intro?surveyId=${feedback}`);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ Message: SurveyLinkMessage.fence });
    expect((await guest.post('/api/surveyexam/open', { SurveyId: feedback })).status).toBe(403);
    expect((await guest.post('/api/surveyexam/open', { SurveyId: pulse, Preview: true })).status).toBe(403);
    const list = await guest.get('/api/survey/list');
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ Message: SurveyLinkMessage.fence });
    expect((await guest.get(`/api/surveyresult/list?surveyId=${pulse}`)).status).toBe(403);
    // A survey's session opens no quiz.
    expect((await guest.get('/api/quizexam/intro?quizId=1100')).body).not.toMatchObject({
      Message: QuizLinkMessage.fence,
    });
    expect((await guest.get('/api/quizexam/intro?quizId=1100')).status).toBe(403);
  });

  it('counts one response per proved e-mail, across browsers and letter case', async () => {
    const hash = await linkOn(pulse);
    await answerPulse(await proved(pulse, hash, 'olga@outside.test'));
    running.mock.clock.advance(61_000); // one code a minute for an address
    const again = await proved(pulse, hash, 'OLGA@Outside.test');
    const intro = await again.get(`/api/surveyexam/intro?surveyId=${pulse}`);
    expect(intro.body).toMatchObject({ CanStart: false, AlreadyResponded: true });
    const open = await again.post('/api/surveyexam/open', { SurveyId: pulse });
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({ Message: SurveyExamMessage.alreadyResponded });
    // Another address is another person.
    await answerPulse(await proved(pulse, hash, 'pia@outside.test'));
  });

  it('keeps no e-mail with an anonymous survey’s answers', async () => {
    const hash = await linkOn(pulse);
    const id = await answerPulse(await proved(pulse, hash, 'olga@outside.test'));
    const response = store().data.surveyResponses.find((r) => r.SurveyExamId === id)!;
    expect(response).toMatchObject({ RespondentUserId: null, Status: 'completed' });
    expect(JSON.stringify(response)).not.toContain('olga');
    const ada = await signedIn('admin@demo.test');
    const rows = (await ada.get(`/api/surveyresult/list?surveyId=${pulse}`)).body as {
      RespondentName: unknown;
    }[];
    expect(rows.every((r) => r.RespondentName === null)).toBe(true);
    expect(JSON.stringify(store().data.activity.slice(-3))).not.toContain('olga');
  });

  it('names a named survey’s outside respondent by the proved e-mail', async () => {
    const hash = await linkOn(feedback);
    const guest = await proved(feedback, hash, 'Olga@Outside.test');
    const open = (await guest.post('/api/surveyexam/open', { SurveyId: feedback })).body as {
      SurveyExamId: number;
    };
    const submit = await guest.post('/api/surveyexam/submit', {
      SurveyExamId: open.SurveyExamId,
      Answers: {
        [SURVEY_QUESTION_IDS.site]: 2,
        [SURVEY_QUESTION_IDS.organised]: 5,
        [SURVEY_QUESTION_IDS.recommend]: 10,
      },
    });
    expect(submit.status).toBe(200);
    expect(submit.body).toMatchObject({
      ThankYouText: 'Thanks! The site team reads every answer each Friday.',
    });
    const mel = await signedIn('member@demo.test');
    const rows = (await mel.get(`/api/surveyresult/list?surveyId=${feedback}`)).body as {
      SurveyExamId: number;
      RespondentName: string | null;
    }[];
    expect(rows.find((r) => r.SurveyExamId === open.SurveyExamId)?.RespondentName).toBe('Olga@Outside.test');
    expect((await guest.get(`/api/surveyexam/report?id=${open.SurveyExamId}`)).status).toBe(200);
    const other = await proved(feedback, hash, 'pia@outside.test');
    expect((await other.get(`/api/surveyexam/report?id=${open.SurveyExamId}`)).status).toBe(404);
    expect(
      store()
        .data.activity.filter((e) => e.UserName === 'Olga@Outside.test')
        .map((e) => e.Action),
    ).toEqual([
      'Opened a response to the survey "Site visit feedback"',
      'Submitted a response to the survey "Site visit feedback"',
    ]);
  });
});
