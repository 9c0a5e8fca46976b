import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewQuiz } from '../../application/quizzes/preview-quiz.use-case';
import type { TakerIntro } from '../../domain/quizzes/quiz-taker-view';
import { ROUTES } from '../../domain/routing/route-table';
import type { HttpResult } from '../../ports/http-client.port';
import type { QuizPreviewGateway } from '../../ports/quiz-preview-gateway.port';
import { QuizPreviewStore } from '../../stores/quizzes/quiz-preview.store';
import { provideFeatureLoader } from '../app/feature-pages';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { QUIZ_PAGES } from './quizzes-pages';

provideFeatureLoader(async () => undefined);
afterEach(cleanup);

const intro: TakerIntro = {
  QuizId: 3,
  QuizName: 'Fire drill',
  Description: 'Before the first day on site.',
  QuestionCount: 4,
  TimeLimitMinutes: 2,
  AttemptsLeft: 1,
  PassMarkPercent: 75,
  TotalPoints: 4,
  OpenUntil: null,
  OpenQuizExamId: null,
  Blocked: 'This quiz opens on 2026-05-01 09:00 UTC.',
};

function openIntro(answer: HttpResult<TakerIntro>) {
  const { stores } = testStores();
  const gateway = { intro: async () => answer } as unknown as QuizPreviewGateway;
  const store = new QuizPreviewStore(new PreviewQuiz(gateway));
  const Page = QUIZ_PAGES['quiz.exam.pre.preview']!;
  const route = ROUTES.find((r) => r.id === 'quiz.exam.pre.preview')!;
  const path = '/modules/quiz/exam/pre/preview';
  const match = { route, params: {}, query: { quizId: '3' }, path, search: 'quizId=3' };
  const router = createMemoryRouter([{ path: '*', element: <Page match={match} /> }], {
    initialEntries: [`${path}?quizId=3`],
  });
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
}

describe('/modules/quiz/exam/pre/preview?quizId=N', () => {
  it('shows the introduction a taker would see under the preview banner, and starts the preview', async () => {
    openIntro({ ok: true, status: 200, data: intro });
    expect(await screen.findByRole('heading', { name: 'Fire drill' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Preview: this attempt is not recorded');
    expect(screen.getByText('2 minutes')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getByText(/Takers are told now: This quiz opens on 2026-05-01 09:00 UTC\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start preview' }).getAttribute('href')).toBe(
      '/modules/quiz/exam/preview?quizId=3',
    );
  });

  it('tells a user who does not manage the quiz that they may not preview it, with no way to start', async () => {
    openIntro({ ok: false, failure: { kind: 'status', status: 403, payload: { Message: 'No' } } } as never);
    expect(
      await screen.findByText('You may not preview this quiz: only its managers preview it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start preview' })).toBeNull();
  });
});
