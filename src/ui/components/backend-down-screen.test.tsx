import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { member } from '../../application/testing/fakes';
import { RouteHost } from '../routing/route-host';
import { renderAt, testStores } from '../testing/render-with-stores';

afterEach(cleanup);

function openAppWithBackendDown(path: string) {
  const { stores, tab } = testStores();
  tab.account.currentFailure = { kind: 'network', detail: 'TypeError: Failed to fetch' };
  return { ...renderAt(path, <RouteHost />, stores), tab };
}

describe('a backend that is down when the application starts', () => {
  it('says so with a Retry button instead of sending the user to sign in', async () => {
    const { router } = openAppWithBackendDown('/notifications');
    expect(await screen.findByRole('heading', { name: 'Gridwork cannot reach its server' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'The server is not answering right now. Check your connection, then try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('stays on the message while the backend is still down', async () => {
    const { tab } = openAppWithBackendDown('/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    tab.account.currentFailure = { kind: 'status', status: 503, payload: {} };
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Gridwork cannot reach its server' })).toBeTruthy();
  });

  it('goes on to sign-in when the backend answers again and no one is signed in', async () => {
    const { tab, router } = openAppWithBackendDown('/notifications');
    tab.account.currentFailure = null;
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Gridwork cannot reach its server' })).toBeNull();
  });

  it('opens the page asked for when the backend answers again with a signed-in user', async () => {
    const { tab, router } = openAppWithBackendDown('/workspaces');
    // A workspace user (type 1): /workspaces is theirs, and its page is part of the first bundle.
    tab.account.current = { ...member, accountType: 1 };
    tab.account.currentFailure = null;
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Gridwork cannot reach its server' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/workspaces');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workspaces' })).toBeTruthy();
  });
});
