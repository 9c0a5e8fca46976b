import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewQuiz } from '../../application/quizzes/preview-quiz.use-case';
import { TakeQuiz } from '../../application/quizzes/take-quiz.use-case';
import type { QuizAnswer } from '../../domain/quizzes/quiz-scoring';
import type { TakerExam, TakerReport } from '../../domain/quizzes/quiz-taker-view';
import { ROUTES } from '../../domain/routing/route-table';
import type { QuizGateway } from '../../ports/quiz-gateway.port';
import type { QuizPreviewGateway } from '../../ports/quiz-preview-gateway.port';
import { QuizExamStore } from '../../stores/quizzes/quiz-exam.store';
import { provideFeatureLoader } from '../app/feature-pages';
import { StoresProvider } from '../app/stores-context';
import { DialogHost } from '../components/dialog-host';
import { testStores } from '../testing/render-with-stores';
import { QUIZ_PAGES } from './quizzes-pages';

provideFeatureLoader(async () => undefined);
afterEach(cleanup);

const exam: TakerExam = {
  QuizExamId: 7,
  QuizId: 3,
  QuizName: 'Fire drill',
  Description: '',
  OneQuestionPerPage: false,
  Deadline: '2026-01-01T10:02:00.000Z',
  SecondsLeft: 120,
  Questions: [
    { QuestionId: 1, Type: 'trueFalse', Text: 'Lifts are safe in a fire.', Points: 1, Options: [] },
    { QuestionId: 2, Type: 'text', Text: 'Where is the assembly point?', Points: 1, Options: [] },
    { QuestionId: 3, Type: 'number', Text: 'How many exits has floor 2?', Points: 1, Options: [] },
  ],
  Answers: {},
};
const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data });

function openExam() {
  const { stores } = testStores();
  const submits: Record<string, QuizAnswer>[] = [];
  const gateway = {
    open: async () => ok(exam),
    save: async () => ok(exam),
    submit: async (_id: number, answers: Record<string, QuizAnswer>) => {
      submits.push(answers);
      return ok({ QuizExamId: 7, QuizName: 'Fire drill', Questions: [] } as unknown as TakerReport);
    },
  } as unknown as QuizGateway;
  const store = new QuizExamStore(
    new TakeQuiz(gateway, stores.dialogs),
    { now: () => Date.now() },
    {
      after: (ms, task) => {
        const id = setTimeout(task, ms);
        return () => clearTimeout(id);
      },
    },
    new PreviewQuiz({} as QuizPreviewGateway),
  );
  const resolve = (() => store) as never;
  const Page = QUIZ_PAGES['quiz.exam']!;
  const route = ROUTES.find((r) => r.id === 'quiz.exam')!;
  const match = { route, params: {}, query: { quizId: '3' }, path: '/modules/quiz/exam', search: 'quizId=3' };
  const router = createMemoryRouter([{ path: '*', element: <Page match={match} /> }], {
    initialEntries: ['/modules/quiz/exam?quizId=3'],
  });
  render(
    <StoresProvider stores={stores} resolve={resolve}>
      <RouterProvider router={router} />
      <DialogHost />
    </StoresProvider>,
  );
  return { submits };
}

describe('/modules/quiz/exam?quizId=N', () => {
  it('asks before submitting in a dialog that lists the unanswered questions, and stays on Keep answering', async () => {
    const { submits } = openExam();
    await userEvent.click(await screen.findByRole('radio', { name: 'False' }));
    await userEvent.type(screen.getByLabelText(/How many exits has floor 2\?/), '3');
    expect(screen.getByText('2 of 3 answered')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^[12]:\d\d$/);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the quiz?' });
    expect(dialog.textContent).toContain('Question 2 is not answered.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep answering' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submits).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const again = await screen.findByRole('dialog', { name: 'Submit the quiz?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]).toMatchObject({ 1: false, 3: 3 });
  });
});
