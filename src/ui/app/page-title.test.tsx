import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { member } from '../../application/testing/fakes';
import { renderAt, testStores } from '../testing/render-with-stores';
import { AppShell } from './app-shell';
import { usePageSubject } from './use-page-subject';

afterEach(cleanup);

function openApp(path: string, signedIn = true) {
  const { stores, tab } = testStores();
  if (signedIn) tab.account.current = member;
  return { ...renderAt(path, <AppShell />, stores), stores };
}

describe('the browser tab title', () => {
  it('names the page on every route', async () => {
    // A page of the platform itself (feature areas are not loaded by this test; no route is a placeholder since
    // issue 34).
    const { router } = openApp('/403');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Forbidden – Gridwork'));
    await act(() => router.navigate('/no/such/page'));
    await screen.findByRole('heading', { name: /not found/i });
    await waitFor(() => expect(document.title).toBe('Page Not Found – Gridwork'));
  });

  it('names the sign-in page for a visitor', async () => {
    openApp('/login', false);
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe('Sign In – Gridwork'));
  });

  it('adds what the page shows once the page names it, and drops it on the next page', async () => {
    function NamedPage() {
      usePageSubject('/project/details/100', 'Office Renovation');
      return <h1>Office Renovation</h1>;
    }
    const { stores } = testStores();
    stores.user.setUser(member);
    renderAt('/project/details/100', <NamedPage />, stores);
    act(() => stores.titles.pageShown('/project/details/100', 'Project Details'));
    expect(stores.titles.documentTitle).toBe('Office Renovation – Project Details – Gridwork');
    act(() => stores.titles.pageShown('/project/list', 'Projects'));
    expect(stores.titles.documentTitle).toBe('Projects – Gridwork');
  });
});
