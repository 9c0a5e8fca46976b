import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EditQuiz } from '../../application/quizzes/edit-quiz.use-case';
import { ManageQuizList } from '../../application/quizzes/manage-quiz-list.use-case';
import { FakeQuizAuthoringGateway } from '../../application/quizzes/quiz-authoring.test-kit';
import { FakeDialogs, FakeNavigator } from '../../application/testing/fakes';
import type { QuizGateway } from '../../ports/quiz-gateway.port';
import { QuizDetailsStore } from '../../stores/quizzes/quiz-details.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { QuizDetailsPage } from './quiz-details-page';

afterEach(cleanup);

function renderDetails(gateway = new FakeQuizAuthoringGateway()) {
  const dialogs = new FakeDialogs();
  const navigator = new FakeNavigator();
  const quizzes = {} as QuizGateway;
  const store = new QuizDetailsStore(
    new EditQuiz(gateway, quizzes, new ManageQuizList(quizzes, dialogs), dialogs, navigator),
  );
  const { stores } = testStores();
  const match = { routeId: 'quiz.details', path: '/modules/quiz/details/:quizId', params: { quizId: '5' } };
  const router = createMemoryRouter([{ path: '*', element: <QuizDetailsPage match={match as never} /> }]);
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { gateway, dialogs, navigator };
}

const order = () =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('a quiz details page (issue 34)', () => {
  it('moves a question with Move up / Move down, sends the whole order, and keeps focus on the button', async () => {
    const { gateway } = renderDetails();
    await screen.findByRole('heading', { level: 1, name: 'Fire drill' });
    expect(order()).toEqual(['Where do we meet?', 'Lifts are safe in a fire.', 'How many exits?']);

    await userEvent.click(screen.getByRole('button', { name: 'Move up: question 3, How many exits?' }));
    await waitFor(() => expect(gateway.reorders).toEqual([[51, 53, 52]]));
    expect(order()).toEqual(['Where do we meet?', 'How many exits?', 'Lifts are safe in a fire.']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move up: question 2, How many exits?' }),
    );

    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(gateway.reorders).toHaveLength(2));
    expect(gateway.reorders[1]).toEqual([51, 52, 53]);
    expect(order()).toEqual(['Where do we meet?', 'Lifts are safe in a fire.', 'How many exits?']);
  });

  it('sends nothing for Move up on the first question or Move down on the last', async () => {
    const { gateway } = renderDetails();
    const first = await screen.findByRole('button', { name: 'Move up: question 1, Where do we meet?' });
    expect(first.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(first);
    await userEvent.click(screen.getByRole('button', { name: 'Move down: question 3, How many exits?' }));
    expect(gateway.reorders).toEqual([]);
    expect(order()).toEqual(['Where do we meet?', 'Lifts are safe in a fire.', 'How many exits?']);
  });

  it('puts the questions back when the order is refused, and says so', async () => {
    const gateway = new FakeQuizAuthoringGateway();
    renderDetails(gateway);
    await screen.findByRole('heading', { level: 1, name: 'Fire drill' });
    gateway.refuse = 'QuestionIds must list every question of the quiz once.';
    await userEvent.click(screen.getByRole('button', { name: 'Move down: question 1, Where do we meet?' }));
    expect(
      await screen.findByText('The new order could not be saved: the questions are back in their order.'),
    ).toBeTruthy();
    expect(order()).toEqual(['Where do we meet?', 'Lifts are safe in a fire.', 'How many exits?']);
  });

  it('deletes a question only after confirming', async () => {
    const { gateway, dialogs } = renderDetails();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete question 2, Lifts are safe in a fire.' }),
    );
    expect(dialogs.confirms.map((c) => c.message)).toEqual([
      'Question 2, "Lifts are safe in a fire.", will be deleted with the answers given to it. This cannot be undone.',
    ]);
    dialogs.confirms[0]!.answer(true);
    await waitFor(() => expect(order()).toEqual(['Where do we meet?', 'How many exits?']));
    expect(gateway.removed).toEqual([52]);
  });

  it("shows the server's reason to a workspace user who does not manage the quiz", async () => {
    const gateway = new FakeQuizAuthoringGateway();
    gateway.readStatus = {
      status: 403,
      Message: 'You may not manage this quiz: ask its creator or an administrator for manage rights.',
    };
    renderDetails(gateway);
    expect(
      await screen.findByText(
        'You may not manage this quiz: ask its creator or an administrator for manage rights.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Questions' })).toBeNull();
  });
});
