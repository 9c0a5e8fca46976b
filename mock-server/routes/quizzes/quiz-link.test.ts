import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUIZ_IDS, QUIZ_LINK_HASHES } from '../../../fixtures/quizzes/quizzes';
import { QuizLinkMessage, type QuizLink } from '../../../src/domain/quizzes/quiz-link';
import type { TakerExam, TakerIntro } from '../../../src/domain/quizzes/quiz-taker-view';
import type { SmtpSink } from '../../mail/smtp-sink';
import { startMailingMock, type MailingMock } from '../../test-support/mailing-mock';
import type { MockClient, RunningMock } from '../../test-support/mock-client';
import { SIGNED_IN_TAKER } from './quiz-link-routes';

const MIN = 60_000;
const bridge = QUIZ_IDS.bridge;
const hash = QUIZ_LINK_HASHES.bridge;
let sink: SmtpSink;
let running: RunningMock;
let mailing: MailingMock;
beforeAll(async () => {
  mailing = await startMailingMock();
  ({ running, sink } = mailing);
});
afterAll(() => mailing.stop());
beforeEach(() => mailing.reset());

const advance = (ms: number) => running.mock.clock.advance(ms);
const store = () => running.mock.store;
const signedIn = async (email: string) => {
  const client = running.client();
  await client.login(email);
  return client;
};

/** Asks for a code for `email` on the bridge quiz's link and reads it from the e-mail that arrived over SMTP. */
async function codeFor(guest: MockClient, email: string, quizId: number = bridge, linkHash: string = hash) {
  const before = sink.messages.length;
  const reply = await guest.post('/api/quizlink/sendcode', { QuizId: quizId, Hash: linkHash, Email: email });
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ TooManyRequests: false, CodeValidSeconds: 600, CodeAlreadySent: false });
  const mail = await sink.next(
    (m, i = sink.messages.indexOf(m)) =>
      i >= before && m.to.some((t) => t.toLowerCase() === email.toLowerCase()),
  );
  expect(mail.text).toContain('for the quiz "Bridge inspection refresher"');
  return /^([2-9A-Z]{6}) is your code/.exec(mail.subject)![1]!;
}

/** A browser that proved `email` for the bridge quiz: it holds the quiz-taker session. */
async function provedTaker(email = 'olga@outside.test'): Promise<MockClient> {
  const guest = running.client();
  const code = await codeFor(guest, email);
  const reply = await guest.post('/api/quizlink/verify', {
    QuizId: bridge,
    Hash: hash,
    Email: email,
    Code: code,
  });
  expect(reply.body).toEqual({ Verified: true, InvalidCode: false, TooManyRequests: false });
  return guest;
}

describe('the quiz link, for its managers', () => {
  it('turns on and off for managers only, and off makes the old link and its sessions worthless', async () => {
    const mel = await signedIn('member@demo.test');
    const off = await mel.post('/api/quizlink/set', { QuizId: QUIZ_IDS.safety, Enabled: true });
    expect(off.status).toBe(200);
    const link = off.body as QuizLink;
    expect(link).toMatchObject({ QuizId: QUIZ_IDS.safety, Enabled: true });
    expect(link.Hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Finn takes the safety quiz but does not manage it.
    const finn = await signedIn('field@demo.test');
    expect((await finn.get(`/api/quizlink/people?quizId=${QUIZ_IDS.safety}`)).status).toBe(403);
    expect((await finn.post('/api/quizlink/set', { QuizId: QUIZ_IDS.safety, Enabled: false })).status).toBe(
      403,
    );

    const taker = await provedTaker();
    expect((await taker.get(`/api/quizexam/intro?quizId=${bridge}`)).status).toBe(200);
    const ada = await signedIn('admin@demo.test');
    expect((await ada.post('/api/quizlink/set', { QuizId: bridge, Enabled: false })).body).toEqual({
      QuizId: bridge,
      Enabled: false,
      Hash: null,
    });
    expect((await taker.get(`/api/quizexam/intro?quizId=${bridge}`)).status).toBe(401);
    const landing = await running.client().get(`/api/quizlink/landing?quizId=${bridge}&h=${hash}`);
    expect(landing.status).toBe(404);
    expect(landing.body).toMatchObject({ Message: QuizLinkMessage.invalid });
    // On again: a new hash, the old one stays dead.
    const again = (await ada.post('/api/quizlink/set', { QuizId: bridge, Enabled: true })).body as QuizLink;
    expect(again.Hash).not.toBe(hash);
    expect(
      store()
        .data.activity.slice(-2)
        .map((e) => `${e.UserName}: ${e.Action}`),
    ).toEqual([
      'Ada Admin: Turned off the link of the quiz "Bridge inspection refresher"',
      'Ada Admin: Turned on the link of the quiz "Bridge inspection refresher"',
    ]);
    // A copy of a linked quiz starts without a link, and the original's hash does not open it.
    const copy = (await ada.post('/api/quiz/copy', { QuizId: bridge })).body as { QuizId: number };
    expect((await ada.get(`/api/quizlink/people?quizId=${copy.QuizId}`)).body).toMatchObject({
      Link: { Enabled: false, Hash: null },
    });
    const copied = await running.client().get(`/api/quizlink/landing?quizId=${copy.QuizId}&h=${again.Hash}`);
    expect(copied.status).toBe(404);
  });
});

describe('an outside visitor with the link', () => {
  it('is told where to go by the landing: outside, then taker once proved; a member by their rights', async () => {
    const guest = running.client();
    const url = `/api/quizlink/landing?quizId=${bridge}&h=${hash}`;
    expect((await guest.get(url)).body).toMatchObject({
      QuizName: 'Bridge inspection refresher',
      WorkspaceName: expect.any(String),
      Visitor: 'outside',
    });
    expect((await (await provedTaker()).get(url)).body).toMatchObject({ Visitor: 'taker' });
    // Finn is in the Field Team the bridge quiz is shared with; Mel is not.
    expect((await (await signedIn('field@demo.test')).get(url)).body).toMatchObject({ Visitor: 'member' });
    expect((await (await signedIn('member@demo.test')).get(url)).body).toMatchObject({ Visitor: 'refused' });
    expect((await guest.get(`/api/quizlink/landing?quizId=${bridge}&h=${hash.slice(1)}x`)).status).toBe(404);
    expect((await guest.get(`/api/quizlink/landing?quizId=${QUIZ_IDS.safety}&h=${hash}`)).status).toBe(404);
  });

  it('refuses a wrong code and an expired one, and a code stays bound to the e-mail that asked', async () => {
    const guest = running.client();
    const email = 'olga@outside.test';
    const code = await codeFor(guest, email);
    const verify = (Code: string, Email = email) =>
      guest.post('/api/quizlink/verify', { QuizId: bridge, Hash: hash, Email, Code });
    const wrong = code === '222222' ? '333333' : '222222';
    expect((await verify(wrong)).body).toEqual({
      Verified: false,
      InvalidCode: true,
      TooManyRequests: false,
    });
    expect((await verify(code, 'someone@outside.test')).body).toMatchObject({ InvalidCode: true });
    expect((await guest.get(`/api/quizexam/intro?quizId=${bridge}`)).status).toBe(401);
    advance(10 * MIN + 1000);
    expect((await verify(code)).body).toMatchObject({ Verified: false, InvalidCode: true });
    // A fresh code works, once.
    const fresh = await codeFor(guest, email);
    expect((await verify(fresh.toLowerCase())).body).toMatchObject({ Verified: true });
    expect((await verify(fresh)).body).toMatchObject({ Verified: false, InvalidCode: true });
  });

  it('does not void another taker’s code: each e-mail keeps its own', async () => {
    const one = running.client();
    const two = running.client();
    const first = await codeFor(one, 'one@outside.test');
    await codeFor(two, 'two@outside.test');
    const reply = await one.post('/api/quizlink/verify', {
      QuizId: bridge,
      Hash: hash,
      Email: 'one@outside.test',
      Code: first,
    });
    expect(reply.body).toMatchObject({ Verified: true });
  });

  it('asks a signed-in member to take the quiz as themselves', async () => {
    const finn = await signedIn('field@demo.test');
    const reply = await finn.post('/api/quizlink/sendcode', {
      QuizId: bridge,
      Hash: hash,
      Email: 'f@x.test',
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ Message: SIGNED_IN_TAKER });
  });
});

describe('the quiz-taker session', () => {
  it('takes its quiz, with the proved e-mail as the taker and no user', async () => {
    const taker = await provedTaker('Olga@Outside.test');
    const exam = (await taker.post('/api/quizexam/open', { QuizId: bridge })).body as TakerExam;
    expect(exam.Questions).toHaveLength(2);
    const attempt = running.mock.store.data.quizAttempts.find((a) => a.QuizExamId === exam.QuizExamId)!;
    expect(attempt).toMatchObject({ TakerUserId: null, TakerEmail: 'Olga@Outside.test' });
    const report = await taker.post('/api/quizexam/submit', { QuizExamId: exam.QuizExamId });
    expect(report.status).toBe(200);
    expect((await taker.get(`/api/quizexam/report?id=${exam.QuizExamId}`)).status).toBe(200);
    // Another visitor who proves another e-mail does not see it.
    const other = await provedTaker('pia@outside.test');
    expect((await other.get(`/api/quizexam/report?id=${exam.QuizExamId}`)).status).toBe(404);
    // The activity log names the outside taker by the proved e-mail, in the quiz's workspace.
    const logged = store()
      .data.activity.filter((e) => e.UserName === 'Olga@Outside.test')
      .map((e) => e.Action);
    expect(logged).toEqual([
      'Opened the quiz "Bridge inspection refresher"',
      `Submitted Olga@Outside.test's attempt at "Bridge inspection refresher"`,
    ]);
  });

  it('is refused every other quiz and every other call (403)', async () => {
    const taker = await provedTaker();
    const safety = await taker.get(`/api/quizexam/intro?quizId=${QUIZ_IDS.safety}`);
    expect(safety.status).toBe(403);
    expect(safety.body).toMatchObject({ Message: QuizLinkMessage.fence });
    expect((await taker.post('/api/quizexam/open', { QuizId: QUIZ_IDS.safety })).status).toBe(403);
    for (const path of ['/api/quiz/list', '/api/project/list', `/api/quizlink/people?quizId=${bridge}`]) {
      const reply = await taker.get(path);
      expect(reply.status, path).toBe(403);
      expect(reply.body, path).toMatchObject({ Message: QuizLinkMessage.fence });
    }
    expect((await taker.post('/api/quiz/create', { Name: 'Mine' })).status).toBe(403);
    // A member of another attempt's id is unknown to it.
    const finnsAttempt = running.mock.store.data.quizAttempts.find((a) => a.TakerUserId !== null)!;
    expect((await taker.get(`/api/quizexam/report?id=${finnsAttempt.QuizExamId}`)).status).toBe(404);
  });

  it('counts attempts by e-mail: a new proof of the same address gets no more', async () => {
    const store = running.mock.store;
    store.data.quizzes.find((q) => q.QuizId === bridge)!.Settings.AttemptsAllowed = 1;
    const first = await provedTaker('olga@outside.test');
    const exam = (await first.post('/api/quizexam/open', { QuizId: bridge })).body as TakerExam;
    await first.post('/api/quizexam/submit', { QuizExamId: exam.QuizExamId });
    // Another browser, the same address in other letters: the allowance is the address's.
    advance(2 * MIN);
    const second = await provedTaker('OLGA@outside.test');
    const intro = (await second.get(`/api/quizexam/intro?quizId=${bridge}`)).body as TakerIntro;
    expect(intro.AttemptsLeft).toBe(0);
    expect(intro.Blocked).toBe('You have used all your attempts at this quiz.');
    expect((await second.post('/api/quizexam/open', { QuizId: bridge })).status).toBe(409);
    // Another address still has its attempt.
    const third = await provedTaker('pia@outside.test');
    expect(((await third.get(`/api/quizexam/intro?quizId=${bridge}`)).body as TakerIntro).AttemptsLeft).toBe(
      1,
    );
  });
});
