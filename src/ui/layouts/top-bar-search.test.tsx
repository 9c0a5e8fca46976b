import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBarSearch } from './top-bar';

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <TopBarSearch className="top-bar__search" /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, box: () => screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement };
}

describe('the top bar search box', () => {
  it('holds the phrase of the search page it is on, and starts empty elsewhere', async () => {
    const { router, box } = renderAt('/search/stair%20rail');
    expect(box().value).toBe('stair rail');
    await act(() => router.navigate('/dashboard'));
    expect(box().value).toBe('');
    await act(() => router.navigate('/search/4417'));
    expect(box().value).toBe('4417');
  });

  it('searches for what was typed, and then shows it on the results page', async () => {
    const { router, box } = renderAt('/dashboard');
    await userEvent.type(box(), 'bridge deck{Enter}');
    expect(router.state.location.pathname).toBe('/search/bridge%20deck');
    expect(box().value).toBe('bridge deck');
    await userEvent.clear(box());
    await userEvent.type(box(), 'tiles');
    expect(box().value).toBe('tiles');
  });
});
