import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadQuizReports } from '../../application/quizzes/read-quiz-reports.use-case';
import type { TakerReportEntry } from '../../domain/quizzes/quiz-preview';
import { ROUTES } from '../../domain/routing/route-table';
import type { QuizPreviewGateway } from '../../ports/quiz-preview-gateway.port';
import { QuizReportsStore } from '../../stores/quizzes/quiz-reports.store';
import { provideFeatureLoader } from '../app/feature-pages';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { QUIZ_PAGES } from './quizzes-pages';

provideFeatureLoader(async () => undefined);
afterEach(cleanup);

const entry = (id: number, submitted: string, score: number, passed: boolean | null): TakerReportEntry => ({
  QuizExamId: id,
  QuizId: 3,
  QuizName: 'Fire drill',
  Score: score,
  MaxScore: 2,
  Percent: score * 50,
  PassMarkPercent: 50,
  Passed: passed,
  AutoSubmitted: false,
  AnswersShown: false,
  SubmittedAt: submitted,
  Questions: [
    {
      QuestionId: 1,
      Type: 'trueFalse',
      Text: `Lifts are safe in a fire (attempt ${id}).`,
      Points: 2,
      Options: [],
      Answer: score > 0 ? false : true,
      Earned: score,
      Correct: score > 0,
      NeedsGrading: false,
    },
  ],
});

function openReports(params: Record<string, string>) {
  const { stores } = testStores();
  const asked: (number | null)[] = [];
  const gateway = {
    reports: async (quizId: number | null) => {
      asked.push(quizId);
      return {
        ok: true as const,
        status: 200,
        data: [
          entry(12, '2026-03-08T10:00:00.000Z', 2, true),
          entry(11, '2026-03-01T09:30:00.000Z', 0, false),
        ],
      };
    },
  } as unknown as QuizPreviewGateway;
  const store = new QuizReportsStore(new ReadQuizReports(gateway));
  const Page = QUIZ_PAGES['quiz.exam.report']!;
  const route = ROUTES.find((r) => r.id === 'quiz.exam.report')!;
  const path = `/modules/quiz/exam/report${params.quizId ? `/${params.quizId}` : ''}`;
  const match = { route, params, query: {}, path, search: '' };
  const router = createMemoryRouter([{ path: '*', element: <Page match={match} /> }], {
    initialEntries: [path],
  });
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { asked };
}

describe('/modules/quiz/exam/report/{quizId?}', () => {
  it("lists the taker's attempts of the quiz with score, verdict and date, and reviews the chosen one", async () => {
    const { asked } = openReports({ quizId: '3' });
    expect(await screen.findByRole('heading', { name: 'Your reports: Fire drill' })).toBeTruthy();
    expect(asked).toEqual([3]);
    const items = screen.getAllByRole('listitem').filter((li) => li.className === 'quiz-reports__item');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('2 / 2 points (100%), passed'),
      expect.stringContaining('0 / 2 points (0%), not passed'),
    ]);
    expect(within(items[1]!).getByText('2026-03-01 09:30 UTC')).toBeTruthy();
    // The latest is reviewed first; the quiz shows no key, so the page says so.
    expect(screen.getByText('Lifts are safe in a fire (attempt 12).')).toBeTruthy();
    expect(screen.getByText('The correct answers are not shown for this quiz.')).toBeTruthy();
    await userEvent.click(within(items[1]!).getByRole('button', { name: /^Review/ }));
    expect(screen.getByText('Lifts are safe in a fire (attempt 11).')).toBeTruthy();
    expect(screen.queryByText('Lifts are safe in a fire (attempt 12).')).toBeNull();
  });

  it('without a quiz, asks for the latest reports across quizzes', async () => {
    const { asked } = openReports({});
    expect(await screen.findByRole('heading', { name: 'Your quiz reports' })).toBeTruthy();
    expect(asked).toEqual([null]);
  });
});
