import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EditSurvey } from '../../application/surveys/edit-survey.use-case';
import type { Survey } from '../../domain/surveys/survey.entity';
import type { SurveyPeople } from '../../ports/survey-gateway.port';
import { SurveyDetailsStore } from '../../stores/surveys/survey-details.store';
import { SurveyLinkStore } from '../../stores/surveys/survey-link.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { SurveyUsersPage } from './survey-users-page';
import { forgetWidths, givenWidths } from '../testing/box-widths';

afterEach(() => {
  cleanup();
  forgetWidths();
});

const SURVEY: Survey = {
  SurveyId: 1200,
  Name: 'Canteen lunch',
  Description: '',
  Questions: [],
  Settings: {} as Survey['Settings'],
  CreatedBy: 2,
  ManagerUserIds: [],
  TakerUserIds: [],
  TakerTeamIds: [0],
};

/** The page over a survey answering `teamIds`, with the workspace's live teams Design Team (7) and Field Team (8). */
function renderUsers(teamIds: number[] = [0]) {
  const saved: SurveyPeople[] = [];
  const refused = () => Promise.reject(new Error('not expected'));
  const gateway = {
    get: async () => ({ ok: true, status: 200, data: { ...SURVEY, TakerTeamIds: teamIds } }),
    teams: async () => ({
      ok: true,
      status: 200,
      data: [
        { ScopeId: 0, Name: 'Everyone in the workspace' },
        { ScopeId: 7, Name: 'Design Team' },
        { ScopeId: 8, Name: 'Field Team' },
      ],
    }),
    savePeople: async (_id: number, people: SurveyPeople) => {
      saved.push(people);
      return { ok: true, status: 200, data: {} };
    },
  };
  const directory = {
    scopeUsers: async () => ({
      ok: true,
      status: 200,
      data: [
        { UserId: 2, Email: 'member@demo.test', FirstName: 'Mel', LastName: 'Member' },
        { UserId: 5, Email: 'field@demo.test', FirstName: 'Finn', LastName: 'Field' },
      ],
    }),
    roles: refused,
  };
  const store = new SurveyDetailsStore(new EditSurvey(gateway as never, {} as never, directory as never));
  const link = { opened: async () => {}, link: null } as unknown as SurveyLinkStore;
  const { stores } = testStores();
  const match = {
    routeId: 'survey.users',
    path: '/modules/survey/users',
    params: {},
    query: { surveyId: '1200' },
  };
  const router = createMemoryRouter([{ path: '*', element: <SurveyUsersPage match={match as never} /> }]);
  const resolve = (type: unknown) => (type === SurveyLinkStore ? link : store);
  render(
    <StoresProvider stores={stores} resolve={resolve as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { saved };
}

describe('the survey Users page at a narrow width (docs/layout.md, "Wide tables scroll in their own box")', () => {
  it('keeps the people table in its own box, a region that Tab reaches and scrolls sideways', async () => {
    givenWidths(700, 340);
    renderUsers();
    const table = await screen.findByRole('table', { name: 'People of the workspace' });
    const box = screen.getByRole('region', { name: 'People of the workspace (scrolls sideways)' });
    expect(box.tabIndex).toBe(0);
    expect(box.contains(table)).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Finn Field may answer' })).toBeTruthy();
  });
});

describe('the survey Users page with a team deleted after it was given access (docs/quizzes-and-surveys.md)', () => {
  it('shows it as "Deleted team", says why, and saves the list without it once cleared', async () => {
    const { saved } = renderUsers([7, 12]);
    const answer = await screen.findByRole('group', { name: 'Who may answer' });
    const kept = await within(answer).findByRole('checkbox', { name: 'Deleted team' });
    expect((kept as HTMLInputElement).checked).toBe(true);
    expect(
      within(answer).getByText(
        'This team was deleted after it was given access. It stays on the list until you clear its box and save; then it cannot be added back.',
      ),
    ).toBeTruthy();
    await userEvent.click(kept);
    await userEvent.click(screen.getByRole('button', { name: 'Save who may manage and answer' }));
    expect(await screen.findByText('Who may manage and answer is saved.')).toBeTruthy();
    expect(saved.map((one) => one.TakerTeamIds)).toEqual([[7]]);
    expect(within(answer).queryByRole('checkbox', { name: 'Deleted team' })).toBeNull();
    expect((within(answer).getByRole('checkbox', { name: 'Design Team' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
