import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ShareQuiz } from '../../application/quizzes/share-quiz.use-case';
import type { QuizSharing } from '../../domain/quizzes/quiz-link';
import type { QuizSharingGateway } from '../../ports/quiz-sharing-gateway.port';
import { QuizUsersStore } from '../../stores/quizzes/quiz-users.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { QuizUsersPage } from './quiz-users-page';

/** jsdom lays nothing out: the box's widths are given here, as Chromium measures them at a phone's width. */
function widths(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
}

afterEach(() => {
  cleanup();
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

const SHARING: QuizSharing = {
  QuizId: 1100,
  QuizName: 'Site safety basics',
  ManagerIds: [],
  TakerUserIds: [],
  TakerScopeIds: [0],
  People: [
    { UserId: 2, Name: 'Mel Member', Email: 'member@demo.test', MayManage: true, IsCreator: true },
    { UserId: 5, Name: 'Finn Field', Email: 'field@demo.test', MayManage: true, IsCreator: false },
  ],
  Teams: [{ ScopeId: 0, Name: 'Everyone in the workspace' }],
  Link: { QuizId: 1100, Enabled: false, Hash: null },
};

function renderUsers() {
  const refused = () => Promise.reject(new Error('not expected'));
  const gateway: QuizSharingGateway = {
    people: async () => ({ ok: true, status: 200, data: SHARING }),
    saveUsers: refused,
    setLink: refused,
    landing: refused,
    sendCode: refused,
    verify: refused,
  };
  const store = new QuizUsersStore(
    new ShareQuiz(gateway, { copy: async () => true }, { show: () => {} } as never),
  );
  const { stores } = testStores();
  const match = { routeId: 'quiz.users', path: '/modules/quiz/users', params: {}, query: { quizId: '1100' } };
  const router = createMemoryRouter([{ path: '*', element: <QuizUsersPage match={match as never} /> }]);
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
}

describe('the quiz Users page at a narrow width (docs/layout.md, "Wide tables scroll in their own box")', () => {
  it('keeps the People table in its own box, a region that Tab reaches and scrolls sideways', async () => {
    widths(700, 340);
    renderUsers();
    const table = await screen.findByRole('table', { name: 'People' });
    const box = screen.getByRole('region', { name: 'People (scrolls sideways)' });
    expect(box.tabIndex).toBe(0);
    expect(box.contains(table)).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Finn Field manages' })).toBeTruthy();
  });
});
