import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ShareQuiz } from '../../application/quizzes/share-quiz.use-case';
import type { QuizSharing } from '../../domain/quizzes/quiz-link';
import type { QuizSharingGateway } from '../../ports/quiz-sharing-gateway.port';
import { QuizUsersStore } from '../../stores/quizzes/quiz-users.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { QuizUsersPage } from './quiz-users-page';
import { forgetWidths, givenWidths } from '../testing/box-widths';

afterEach(() => {
  cleanup();
  forgetWidths();
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

function renderUsers(sharing: QuizSharing = SHARING) {
  const saved: number[][] = [];
  const refused = () => Promise.reject(new Error('not expected'));
  const gateway: QuizSharingGateway = {
    people: async () => ({ ok: true, status: 200, data: sharing }),
    saveUsers: async (_quizId, _managers, _users, scopeIds) => {
      saved.push([...scopeIds]);
      return { ok: true, status: 200, data: {} };
    },
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
  return { saved };
}

describe('the quiz Users page at a narrow width (docs/layout.md, "Wide tables scroll in their own box")', () => {
  it('keeps the People table in its own box, a region that Tab reaches and scrolls sideways', async () => {
    givenWidths(700, 340);
    renderUsers();
    const table = await screen.findByRole('table', { name: 'People' });
    const box = screen.getByRole('region', { name: 'People (scrolls sideways)' });
    expect(box.tabIndex).toBe(0);
    expect(box.contains(table)).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Finn Field manages' })).toBeTruthy();
  });
});

describe('the quiz Users page with a team deleted after it was given access (docs/quizzes-and-surveys.md)', () => {
  it('shows it as "Deleted team", says why, and saves the list without it once cleared', async () => {
    const { saved } = renderUsers({
      ...SHARING,
      TakerScopeIds: [7, 12],
      Teams: [...SHARING.Teams, { ScopeId: 7, Name: 'Design Team' }],
    });
    const teams = await screen.findByRole('group', { name: 'Teams who may take it' });
    const kept = within(teams).getByRole('checkbox', { name: 'Deleted team' }) as HTMLInputElement;
    expect(kept.checked).toBe(true);
    expect(
      within(teams).getByText(
        'This team was deleted after it was given access. It stays on the list until you clear its box and save; then it cannot be added back.',
      ),
    ).toBeTruthy();
    await userEvent.click(kept);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved who may manage and take the quiz.')).toBeTruthy();
    expect(saved).toEqual([[7]]);
    expect(within(teams).queryByRole('checkbox', { name: 'Deleted team' })).toBeNull();
    expect((within(teams).getByRole('checkbox', { name: 'Design Team' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
