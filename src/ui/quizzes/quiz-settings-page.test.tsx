import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeQuizAuthoringGateway } from '../../application/quizzes/quiz-authoring.test-kit';
import { SetQuizSettings } from '../../application/quizzes/set-quiz-settings.use-case';
import { QuizSettingsStore } from '../../stores/quizzes/quiz-settings.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { QuizSettingsPage } from './quiz-settings-page';

afterEach(cleanup);

function renderSettings() {
  const gateway = new FakeQuizAuthoringGateway();
  const store = new QuizSettingsStore(new SetQuizSettings(gateway));
  const { stores } = testStores();
  const match = { routeId: 'quiz.settings', path: '/modules/quiz/settings/:quizId', params: { quizId: '5' } };
  const router = createMemoryRouter([{ path: '*', element: <QuizSettingsPage match={match as never} /> }]);
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { gateway };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('a quiz settings page (issue 34)', () => {
  it('checks the numbers and the dates before sending, keeping what was typed, then saves', async () => {
    const { gateway } = renderSettings();
    const limit = (await screen.findByLabelText('Time limit (minutes)')) as HTMLInputElement;
    expect(limit.value).toBe('');
    await userEvent.type(limit, '1.5');
    await save();
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^The time limit is a whole number of minutes/,
    );
    expect(limit.value).toBe('1.5');

    await userEvent.clear(limit);
    await userEvent.type(limit, '2');
    await userEvent.type(screen.getByLabelText('Open from'), '2026-06-02T09:00');
    await userEvent.type(screen.getByLabelText('Open until'), '2026-06-01T09:00');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('The quiz must open before it closes.');
    expect(gateway.quiz.Settings.TimeLimitMinutes).toBeNull();

    await userEvent.clear(screen.getByLabelText('Open until'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shuffle questions' }));
    await save();
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(gateway.quiz.Settings).toMatchObject({
      TimeLimitMinutes: 2,
      ShuffleQuestions: true,
      OpenFrom: new Date('2026-06-02T09:00').toISOString(),
      OpenUntil: null,
    });
  });
});
