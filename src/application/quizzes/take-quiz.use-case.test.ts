import { describe, expect, it } from 'vitest';
import { InMemoryBrowserStorage } from '../../adapters/storage/in-memory-key-value-store';
import { LINK_VISIT_KEY } from '../../domain/quizzes/link-session';
import type { Dialogs } from '../../ports/dialogs.port';
import type { QuizGateway } from '../../ports/quiz-gateway.port';
import { FakeUserContext, member } from '../testing/fakes';
import { TakeQuiz } from './take-quiz.use-case';

/** The introduction's call answers `status`; the browser keeps a link visit for quiz 7 when `visit`. */
function introWith(status: number, { visit = true, signedIn = false } = {}) {
  const gateway = {
    intro: () => Promise.resolve({ ok: false, failure: { kind: 'status', status, message: '' } }),
  } as unknown as QuizGateway;
  const storage = new InMemoryBrowserStorage().tab();
  if (visit) storage.write(LINK_VISIT_KEY, JSON.stringify({ module: 'quiz', id: 7, hash: 'h 1' }));
  const users = new FakeUserContext();
  if (signedIn) users.setUser(member);
  return new TakeQuiz(gateway, {} as Dialogs, users, storage);
}

describe('TakeQuiz.introOrRefusal: a link visitor whose session ended', () => {
  it('is sent back to the link sign-in page of the quiz they proved their e-mail for', async () => {
    expect(await introWith(401).introOrRefusal(7)).toEqual({
      kind: 'session-ended',
      signIn: '/modules/quiz/login/7?h=h%201&expired=1',
    });
  });

  it('is refused as before on another quiz, without a kept visit, or when a member is signed in', async () => {
    expect(await introWith(401).introOrRefusal(8)).toEqual({ kind: 'forbidden' });
    expect(await introWith(401, { visit: false }).introOrRefusal(7)).toEqual({ kind: 'forbidden' });
    expect(await introWith(401, { signedIn: true }).introOrRefusal(7)).toEqual({ kind: 'forbidden' });
  });

  it('is refused as before when the server answers 403 (not shared with them)', async () => {
    expect(await introWith(403).introOrRefusal(7)).toEqual({ kind: 'forbidden' });
  });
});
