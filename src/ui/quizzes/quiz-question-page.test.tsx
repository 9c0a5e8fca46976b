import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EditQuizQuestion } from '../../application/quizzes/edit-quiz-question.use-case';
import { FakeQuizAuthoringGateway } from '../../application/quizzes/quiz-authoring.test-kit';
import { QuizQuestionEditorStore } from '../../stores/quizzes/quiz-question-editor.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { QuizQuestionPage } from './quiz-question-page';

afterEach(cleanup);

function renderEditor(questionId: number) {
  const gateway = new FakeQuizAuthoringGateway();
  const store = new QuizQuestionEditorStore(new EditQuizQuestion(gateway));
  const { stores } = testStores();
  const match = {
    routeId: 'quiz.question',
    path: '/modules/quiz/question/:questionId',
    params: { questionId: String(questionId) },
  };
  const router = createMemoryRouter([{ path: '*', element: <QuizQuestionPage match={match as never} /> }]);
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { gateway, stores };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save question' }));
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('the quiz question editor (issue 34)', () => {
  it('keeps exactly one correct option of a single-choice question, and checks options before sending', async () => {
    const { gateway } = renderEditor(51);
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    expect((screen.getByLabelText('Option 1 is correct') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByLabelText('Option 2 is correct'));
    expect((screen.getByLabelText('Option 1 is correct') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Option 2 is correct') as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Every option needs a text.');
    expect(gateway.saved).toHaveLength(0);

    await userEvent.type(field('Option 3'), 'Roof');
    await save();
    expect(await screen.findByText('Question saved.')).toBeTruthy();
    expect(gateway.saved[0]!.Options.map((o) => [o.Text, o.IsCorrect])).toEqual([
      ['Car park', false],
      ['Canteen', true],
      ['Roof', false],
    ]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { gateway } = renderEditor(51);
    const text = await screen.findByLabelText('Question', { exact: true });
    await userEvent.clear(text);
    await userEvent.type(text, 'Where is the assembly point?');
    gateway.refuse = 'Text: must not hold control characters.';
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Text: must not hold control characters.');
    expect((text as HTMLTextAreaElement).value).toBe('Where is the assembly point?');
    expect(field('Option 1').value).toBe('Car park');
  });

  it('asks for the correct number and refuses a negative tolerance (the domain rule) without sending', async () => {
    const { gateway } = renderEditor(53);
    const correct = await screen.findByLabelText('Correct number');
    await userEvent.clear(correct);
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Give the correct number.');
    await userEvent.type(correct, '4');
    await userEvent.clear(field('Tolerance (±)'));
    await userEvent.type(field('Tolerance (±)'), '-1');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('The tolerance cannot be negative.');
    expect(gateway.saved).toHaveLength(0);
    expect(field('Tolerance (±)').value).toBe('-1');
  });

  it('refuses points outside 0 to 1000 and a blank question text', async () => {
    const { gateway } = renderEditor(52);
    const points = await screen.findByLabelText('Points');
    await userEvent.clear(points);
    await userEvent.type(points, '1001');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Points must be a number from 0 to 1000.');
    await userEvent.clear(screen.getByLabelText('Question', { exact: true }));
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe('Write the question.');
    expect(gateway.saved).toHaveLength(0);
  });

  it('registers its unsaved changes with the navigation tracker', async () => {
    const { stores } = renderEditor(52);
    await screen.findByRole('radio', { name: 'False' });
    expect(stores.navigation.isDirty()).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'True' }));
    expect(stores.navigation.isDirty()).toBe(true);
  });

  it("says plainly when the question is not the user's to edit", async () => {
    const gateway = new FakeQuizAuthoringGateway();
    gateway.readStatus = { status: 404 };
    const store = new QuizQuestionEditorStore(new EditQuizQuestion(gateway));
    const { stores } = testStores();
    const match = { params: { questionId: '51' }, path: 'x', routeId: 'x' };
    const router = createMemoryRouter([{ path: '*', element: <QuizQuestionPage match={match as never} /> }]);
    render(
      <StoresProvider stores={stores} resolve={(() => store) as never}>
        <RouterProvider router={router} />
      </StoresProvider>,
    );
    expect(await screen.findByText(/This quiz does not exist, or you do not manage it\./)).toBeTruthy();
  });
});
