import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GradeQuizAttempt } from '../../application/quizzes/grade-quiz-attempt.use-case';
import { failure, ok } from '../../application/testing/fakes';
import { QuizAttemptGradingStore } from '../../stores/quizzes/quiz-attempt-grading.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { QuizAttemptEditPage } from './quiz-attempt-edit-page';
import { ATTEMPT, FakeQuizResultsGateway } from './quiz-results.test-kit';

afterEach(cleanup);

const GRADED = {
  ...ATTEMPT,
  Attempt: { ...ATTEMPT.Attempt, Status: 'passed' as const, Score: 6, Percent: 66.67 },
  Questions: ATTEMPT.Questions.map((q) =>
    q.Type === 'text' ? { ...q, Points: 2, Graded: true, NeedsGrading: false } : q,
  ),
};

function renderAttempt() {
  const gateway = new FakeQuizResultsGateway();
  const store = new QuizAttemptGradingStore(new GradeQuizAttempt(gateway));
  const { stores } = testStores();
  const match = {
    route: { id: 'quiz.results.edit' },
    params: { quizExamId: '3' },
    path: '/modules/quiz/results/edit/3',
    query: {},
  };
  const router = createMemoryRouter(
    [{ path: '*', element: <QuizAttemptEditPage match={match as never} /> }],
    { initialEntries: ['/modules/quiz/results/edit/3'] },
  );
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return gateway;
}

const nearMiss = () => screen.getByLabelText('Points for question 2') as HTMLInputElement;

describe('/modules/quiz/results/edit/{quizExamId}', () => {
  it('shows the answer beside the key, and grades a text answer by hand', async () => {
    const gateway = renderAttempt();
    await screen.findByText('Make the area safe first.');
    expect(screen.getByText('None: graded by hand')).toBeTruthy();
    expect(screen.getByTestId('attempt-score').textContent).toBe('3 / 9 (33.33%)');
    // Only the text question has a grade field.
    expect(screen.queryByLabelText('Points for question 1')).toBeNull();
    gateway.writeAnswers.push(ok(GRADED));
    fireEvent.change(nearMiss(), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));
    await waitFor(() => expect(screen.getByTestId('attempt-score').textContent).toBe('6 / 9 (66.67%)'));
    expect(gateway.writes).toEqual([{ grade: [3, 11006, 2] }]);
    expect(screen.getByText('2 of 3 (graded by hand)')).toBeTruthy();
    expect(nearMiss().value).toBe('2');
    // Taking it back sends null.
    fireEvent.click(screen.getByRole('button', { name: 'Remove grade' }));
    await waitFor(() => expect(gateway.writes).toHaveLength(2));
    expect(gateway.writes[1]).toEqual({ grade: [3, 11006, null] });
  });

  it('checks the points before sending: out of range or not a number stays typed, with the reason', async () => {
    const gateway = renderAttempt();
    await screen.findByText('Make the area safe first.');
    fireEvent.change(nearMiss(), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Points must be a number from 0 to 3.');
    expect(nearMiss().value).toBe('4');
    expect(nearMiss().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(nearMiss(), { target: { value: '1.255' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Points may have at most two decimals.'),
    );
    expect(gateway.writes).toEqual([]);
  });

  it('keeps a refused override typed and says why; a valid one is sent', async () => {
    const gateway = renderAttempt();
    await screen.findByText('Make the area safe first.');
    const score = screen.getByLabelText('Score for the whole attempt') as HTMLInputElement;
    fireEvent.change(score, { target: { value: '7,5' } });
    gateway.writeAnswers.push(failure(409, { Message: 'This attempt is in progress.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Override score' }));
    const form = score.closest('form')!;
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('This attempt is in progress.'),
    );
    expect(score.value).toBe('7,5');
    expect(gateway.writes).toEqual([{ override: [3, 7.5] }]);
  });
});
