import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadQuizResults } from '../../application/quizzes/read-quiz-results.use-case';
import { FakeHub, failure, ok } from '../../application/testing/fakes';
import type { ResultsSheet } from '../../domain/quizzes/quiz-results-sheet';
import type { FileDownloader } from '../../ports/file-downloader.port';
import type { HttpResult } from '../../ports/http-client.port';
import type { QuizResultsList } from '../../domain/quizzes/quiz-results-view';
import { QuizResultsStore } from '../../stores/quizzes/quiz-results.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { QuizResultsPage } from './quiz-results-page';
import { FakeQuizResultsGateway, LIST, immediately, row } from './quiz-results.test-kit';

afterEach(cleanup);

function renderResults(first?: HttpResult<QuizResultsList>) {
  const gateway = new FakeQuizResultsGateway(first);
  const sheets: ResultsSheet[] = [];
  const saved: string[] = [];
  const files: FileDownloader = {
    save: async () => true,
    open: () => undefined,
    saveBlob: (_blob, name) => saved.push(name),
  };
  const exporter = {
    excel: async (sheet: ResultsSheet, title: string) => {
      sheets.push(sheet);
      return { fileName: `${title}.xlsx`, mimeType: 'x', data: new Uint8Array([1]) };
    },
  };
  const hub = new FakeHub();
  const store = new QuizResultsStore(new ReadQuizResults(gateway, exporter, files), hub, immediately);
  const { stores } = testStores();
  const match = {
    route: { id: 'quiz.results' },
    params: { quizId: '1100' },
    path: '/modules/quiz/results/1100',
    query: {},
  };
  const router = createMemoryRouter(
    [
      { path: '/modules/quiz/results/:quizId', element: <QuizResultsPage match={match as never} /> },
      { path: '*', element: <p>Opened page</p> },
    ],
    { initialEntries: ['/modules/quiz/results/1100'] },
  );
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { gateway, hub, router, sheets, saved };
}

const takers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getByRole('link').textContent);

describe('/modules/quiz/results/{quizId}', () => {
  it('sorts by a column from its header button, which says the order, and turns it round on a second click', async () => {
    renderResults();
    await screen.findByRole('table');
    // Latest attempt first when the page opens.
    expect(takers()).toEqual(['Lena Novak', 'Priya Patel', 'Finn Field']);
    const percent = screen.getByRole('columnheader', { name: /Percent/ });
    expect(percent.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(percent).getByRole('button', { name: /Percent/ }));
    expect(percent.getAttribute('aria-sort')).toBe('descending');
    expect(takers()).toEqual(['Finn Field', 'Lena Novak', 'Priya Patel']);
    fireEvent.click(within(percent).getByRole('button', { name: /Percent/ }));
    expect(percent.getAttribute('aria-sort')).toBe('ascending');
    expect(takers()).toEqual(['Priya Patel', 'Lena Novak', 'Finn Field']);
    expect(screen.getByRole('columnheader', { name: /Started/ }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: /Taker/ }));
    expect(takers()).toEqual(['Finn Field', 'Lena Novak', 'Priya Patel']);
  });

  it('filters by status and by name or e-mail, saying how many are shown', async () => {
    renderResults();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'needsGrading' } });
    expect(takers()).toEqual(['Lena Novak']);
    expect(screen.getByText('Showing 1 of 3 attempts')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Taker'), { target: { value: 'PRIYA@' } });
    expect(takers()).toEqual(['Priya Patel']);
    fireEvent.change(screen.getByLabelText('Taker'), { target: { value: 'nobody' } });
    expect(screen.getByText('No attempt matches the filter.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('exports the rows as shown, filtered and sorted, and opens an attempt from its row', async () => {
    const { sheets, saved, router } = renderResults();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toEqual(['Site safety basics results.xlsx']));
    expect(sheets[0]!.rows.map((r) => r[0])).toEqual(['Priya Patel']);
    expect(screen.getByRole('status').textContent).toBe('Downloaded Site safety basics results.xlsx.');
    fireEvent.click(screen.getByRole('link', { name: 'Priya Patel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/modules/quiz/results/edit/2'));
  });

  it('reads the attempts again on news of this quiz only, keeping the filter', async () => {
    const { gateway, hub } = renderResults();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'passed' } });
    gateway.lists.push(
      ok({
        ...LIST,
        Attempts: [
          ...LIST.Attempts,
          row({ QuizExamId: 9, TakerName: 'Omar Haddad', StartedAt: '2026-03-07T07:30:00.000Z' }),
        ],
      }),
    );
    hub.push({ Listener: 'quizResultsChanged', Data: { QuizId: 1101 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gateway.listCalls).toBe(1);
    hub.push({ Listener: 'quizResultsChanged', Data: { QuizId: 1100 } });
    await waitFor(() => expect(takers()).toEqual(['Omar Haddad', 'Finn Field']));
    expect(screen.getByRole('status').textContent).toBe('Results updated: 4 attempts.');
  });

  it('draws 200 rows at a time, and exports every row the filter keeps', async () => {
    const many = Array.from({ length: 450 }, (_, i) =>
      row({ QuizExamId: 100 + i, TakerName: `Taker ${String(i).padStart(3, '0')}` }),
    );
    const { sheets } = renderResults(ok({ ...LIST, Attempts: many }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(201);
    fireEvent.click(screen.getByRole('button', { name: 'Show 200 more (250 not shown)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(401);
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more (50 not shown)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(451);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(sheets[0]?.rows).toHaveLength(450));
  });

  it('tells someone who does not manage the quiz why there is nothing to see', async () => {
    renderResults(failure(403, { Message: 'You may not manage this quiz.' }));
    expect(
      await screen.findByText(
        'These results are for those who manage the quiz. Ask its creator or an administrator for manage rights.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export to Excel' })).toBeNull();
  });
});
