import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RunSearch } from '../../application/search/search.use-case';
import { failure, ok } from '../../application/testing/fakes';
import type { SearchAnswer, SearchHit } from '../../domain/search/search-hit.entity';
import type { HttpResult } from '../../ports/http-client.port';
import type { SearchGateway } from '../../ports/search-gateway.port';
import { SearchStore } from '../../stores/search/search.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { SearchPage } from './search-page';

afterEach(cleanup);

const hit = (Kind: SearchHit['Kind'], Id: number, Title: string, Path: string, Snippet = ''): SearchHit => ({
  Kind,
  Id,
  Title,
  Snippet,
  Terms: ['tiles'],
  Path,
  Score: 10 - Id,
});

const ANSWER: SearchAnswer = {
  Query: 'tiles',
  Total: 4,
  Groups: [
    {
      Kind: 'task',
      Count: 2,
      Hits: [
        hit('task', 1, 'Order floor tiles', '/task/list?task=1', 'Tiles for <b>level</b> 2'),
        hit('task', 2, 'Lay tiles', '/task/list?task=2'),
      ],
    },
    { Kind: 'file', Count: 2, Hits: [hit('file', 3, 'Tiles.txt', '/cabinet/1/folder/1-1')] },
  ],
};

function gatewayAnswering(answers: Array<HttpResult<SearchAnswer>>) {
  const asked: string[] = [];
  const gateway: SearchGateway = {
    search: async (phrase) => {
      asked.push(phrase);
      return answers.shift() ?? ok(ANSWER);
    },
  };
  return { gateway, asked };
}

function renderSearch(phrase: string, gateway: SearchGateway) {
  const { stores } = testStores();
  const store = new SearchStore(new RunSearch(gateway));
  const path = `/search/${encodeURIComponent(phrase)}`;
  const match = { route: { id: 'search' }, params: { searchPhrase: phrase }, path, query: {} };
  const router = createMemoryRouter(
    [
      { path: '/search/:phrase', element: <SearchPage match={match as never} /> },
      { path: '*', element: <p>Opened page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { router };
}

const resultLinks = () => screen.getAllByRole('link').filter((a) => a.classList.contains('search-hit'));

describe('/search/{searchPhrase}', () => {
  it('lists the hits grouped by kind with counts, the matched words marked as text', async () => {
    const { gateway, asked } = gatewayAnswering([]);
    renderSearch('tiles', gateway);
    expect(await screen.findByRole('heading', { name: 'Tasks (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Files (2)' })).toBeTruthy();
    expect(screen.getByText('and 1 more')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('4 results for “tiles”');
    expect(asked).toEqual(['tiles']);
    const first = resultLinks()[0]!;
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['tiles', 'Tiles']);
    // The snippet's markup is text, not elements.
    expect(first.textContent).toContain('<b>level</b>');
    expect(first.querySelector('b')).toBeNull();
  });

  it('moves between results with the arrow keys, Home and End, across groups, and Enter opens one', async () => {
    const { gateway } = gatewayAnswering([]);
    const { router } = renderSearch('tiles', gateway);
    await screen.findByRole('heading', { name: 'Tasks (2)' });
    const links = resultLinks();
    expect(links.map((a) => a.tabIndex)).toEqual([0, -1, -1]);
    links[0]!.focus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[2]);
    expect(resultLinks().map((a) => a.tabIndex)).toEqual([-1, -1, 0]);
    fireEvent.keyDown(links[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: 'End' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[1]);
    // Enter on a link is a click (the browser's own behaviour; jsdom needs the click).
    fireEvent.click(links[1]!);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/task/list?task=2'),
    );
  });

  it('says "No results for …" when nothing matched, and does not ask the server for a phrase of no words', async () => {
    const empty = gatewayAnswering([ok({ Query: 'zzz', Total: 0, Groups: [] })]);
    renderSearch('zzz', empty.gateway);
    expect(await screen.findByText('No results for “zzz”.')).toBeTruthy();
    cleanup();
    const none = gatewayAnswering([]);
    renderSearch('.*?', none.gateway);
    expect(await screen.findByText('No results for “.*?”.')).toBeTruthy();
    expect(none.asked).toEqual([]);
  });

  it('shows a failure with Try again, which searches again', async () => {
    const { gateway, asked } = gatewayAnswering([failure(500)]);
    renderSearch('tiles', gateway);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The search could not be done.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Tasks (2)' })).toBeTruthy();
    expect(asked).toEqual(['tiles', 'tiles']);
  });
});
