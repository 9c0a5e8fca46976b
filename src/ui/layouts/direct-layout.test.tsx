import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { member } from '../../application/testing/fakes';
import { matchRoute } from '../../domain/routing/route-matcher';
import { PlaceholderPage } from '../pages/placeholder-page';
import { renderAt, testStores } from '../testing/render-with-stores';
import { DirectLayout } from './layouts';

afterEach(cleanup);

const directUser = {
  ...member,
  userName: 'direct',
  firstName: 'Dana',
  lastName: 'Direct',
  accountType: 4 as const,
  isDirect: true,
};
const SHARED = '/direct/share-files-folders';

function renderDirectPage(path: string, signedIn = true) {
  const { stores } = testStores();
  if (signedIn) stores.user.setUser(directUser);
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  renderAt(
    path,
    <DirectLayout route={match.route} path={match.path}>
      <PlaceholderPage match={match} />
    </DirectLayout>,
    stores,
  );
}

describe('the direct-link layout', () => {
  it('lets a signed-in direct-link user sign out, and names them', () => {
    renderDirectPage(SHARED);
    expect(screen.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
    expect(screen.getByText('Dana Direct')).toBeTruthy();
  });

  it('has no Home link to the page the user is on: their default page', () => {
    renderDirectPage(SHARED);
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Gridwork' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Shared Files and Folders' })).toBeTruthy();
  });

  it('leads Home from another shared page to the default page', () => {
    renderDirectPage('/direct/cabinet/1/folder/2-3');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(SHARED);
    expect(screen.getByRole('link', { name: 'Gridwork' }).getAttribute('href')).toBe(SHARED);
  });

  it('offers a visitor who opened a shared link no Sign out', () => {
    renderDirectPage('/direct-form/AbC', false);
    expect(screen.queryByRole('link', { name: 'Sign out' })).toBeNull();
  });
});
