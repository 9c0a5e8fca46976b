import { describe, expect, it } from 'vitest';
import { ShareQuiz } from '../../application/quizzes/share-quiz.use-case';
import type { QuizLink, QuizSharing } from '../../domain/quizzes/quiz-link';
import type { HttpResult } from '../../ports/http-client.port';
import type { QuizSharingGateway } from '../../ports/quiz-sharing-gateway.port';
import { QuizUsersStore } from './quiz-users.store';

const SHARING: QuizSharing = {
  QuizId: 1100,
  QuizName: 'Site safety basics',
  ManagerIds: [],
  TakerUserIds: [],
  TakerScopeIds: [0],
  People: [],
  Teams: [{ ScopeId: 0, Name: 'Everyone in the workspace' }],
  Link: { QuizId: 1100, Enabled: false, Hash: null },
};

/** A store over a gateway whose setLink answers when the test says so. */
function storeWith(answer: () => Promise<HttpResult<QuizLink>>) {
  const refused = () => Promise.reject(new Error('not expected'));
  const gateway: QuizSharingGateway = {
    people: async () => ({ ok: true, status: 200, data: SHARING }),
    saveUsers: refused,
    setLink: answer,
    landing: refused,
    sendCode: refused,
    verify: refused,
  };
  const share = new ShareQuiz(gateway, { copy: async () => true }, { show: () => {} } as never);
  return new QuizUsersStore(share);
}

describe('the Users page’s link box', () => {
  it('follows the click at once and shows the link when the server answers', async () => {
    let answer!: (result: HttpResult<QuizLink>) => void;
    const store = storeWith(() => new Promise((resolve) => (answer = resolve)));
    await store.opened(1100);
    const toggled = store.linkToggled(true);
    expect(store.sharing?.Link.Enabled).toBe(true);
    expect(store.linkUrl('https://app.test')).toBeNull();
    answer({ ok: true, status: 200, data: { QuizId: 1100, Enabled: true, Hash: 'H'.repeat(32) } });
    await toggled;
    expect(store.linkUrl('https://app.test')).toBe(
      `https://app.test/modules/quiz/share/1100?h=${'H'.repeat(32)}`,
    );
  });

  it('is put back when the server refuses', async () => {
    const store = storeWith(async () => ({
      ok: false,
      failure: { kind: 'status', status: 403, payload: {} },
    }));
    await store.opened(1100);
    await store.linkToggled(true);
    expect(store.sharing?.Link).toEqual({ QuizId: 1100, Enabled: false, Hash: null });
  });
});
