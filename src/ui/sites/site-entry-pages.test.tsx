import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EnterSite } from '../../application/sites/enter-site.use-case';
import { failure, ok } from '../../application/testing/fakes';
import type { CurrentUser } from '../../domain/session/current-user';
import { SITE_PASSWORD_ENTRY_KEY } from '../../domain/sites/site-paths';
import type { KeyValueStore } from '../../ports/key-value-store.port';
import type { SiteVisitGateway } from '../../ports/site-visit-gateway.port';
import { SiteEntryStore } from '../../stores/sites/site-entry.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { SitePasswordLoginPage, SiteUserLoginPage } from './site-entry-pages';

afterEach(cleanup);

const HASH = 'Sp4Lx9Qe2Vn7Kc1Rt8Wm3Yd6Hb0Jf5Ga';
const visitor = { userId: 9, accountType: 3, isSite: true, logged: true, teamScopeId: 0 } as CurrentUser;

function memoryStorage(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    read: (key) => values.get(key) ?? null,
    write: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    keys: (prefix) => [...values.keys()].filter((k) => k.startsWith(prefix)),
    watch: () => () => undefined,
  };
}

function renderEntry(
  path: string,
  page: 'password' | 'user',
  gateway: Partial<SiteVisitGateway>,
  storage = memoryStorage(),
) {
  const { stores, tab } = testStores();
  const store = new SiteEntryStore(new EnterSite(gateway as SiteVisitGateway, tab.signIn, storage));
  const [pathname, search = ''] = path.split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  const match = { route: { id: `site.${page}` }, params: {}, path: pathname, search, query };
  const Page = page === 'password' ? SitePasswordLoginPage : SiteUserLoginPage;
  const router = createMemoryRouter(
    [
      { path: pathname!, element: <Page match={match as never} /> },
      { path: '*', element: <p>Opened page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StoresProvider stores={stores} resolve={(() => store) as never}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { router, storage };
}

describe('/site/password/login?site={Hash}', () => {
  it('says a wrong password under the field and clears it; the right one opens the site and is remembered', async () => {
    const sent: string[] = [];
    const gateway: Partial<SiteVisitGateway> = {
      passwordLogin: async (_hash, password) => {
        sent.push(password);
        return password === 'right one'
          ? ok(visitor)
          : failure(400, { Message: 'Password: This password is not right.' });
      },
    };
    const { router, storage } = renderEntry(`/site/password/login?site=${HASH}`, 'password', gateway);
    const field = screen.getByLabelText('Site password') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the site' }));
    expect(await screen.findByText('This password is not right.')).toBeTruthy();
    expect(field.value).toBe('');
    fireEvent.change(field, { target: { value: 'right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the site' }));
    expect(await screen.findByText('Opened page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/site/project/list');
    expect(sent).toEqual(['guess', 'right one']);
    expect(storage.values.get(SITE_PASSWORD_ENTRY_KEY)).toBe(HASH);
  });
});

describe('/site/user/login', () => {
  it('sends a browser that last entered a single-password site back to that site’s password page', async () => {
    const storage = memoryStorage();
    storage.write(SITE_PASSWORD_ENTRY_KEY, HASH);
    const { router } = renderEntry('/site/user/login', 'user', {}, storage);
    expect(await screen.findByText('Opened page')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/site/password/login?site=${HASH}`,
    );
  });
});
