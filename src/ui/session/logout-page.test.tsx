import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { member } from '../../application/testing/fakes';
import { RouteHost } from '../routing/route-host';
import { renderAt, testStores } from '../testing/render-with-stores';

afterEach(cleanup);

function openSignedIn(path: string, who = member) {
  const { stores, tab } = testStores();
  tab.account.current = who;
  return { ...renderAt(path, <RouteHost />, stores), tab };
}

describe('signing out at an address', () => {
  it("does not sign a workspace member out at an external site's /site/logout: they go on to their start page", async () => {
    const { router, tab } = openSignedIn('/site/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/list'));
    expect(tab.account.signedOut).toBe(0);
  });

  it('signs an external site user out at /site/logout', async () => {
    const { tab } = openSignedIn('/site/logout', { ...member, accountType: 3, isSite: true });
    await waitFor(() => expect(tab.account.signedOut).toBe(1));
  });

  it('signs a member out at /logout', async () => {
    const { tab } = openSignedIn('/logout');
    await waitFor(() => expect(tab.account.signedOut).toBe(1));
  });
});
