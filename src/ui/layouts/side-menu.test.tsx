import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { member } from '../../application/testing/fakes';
import { renderAt, testStores } from '../testing/render-with-stores';
import { SideMenu } from './side-menu';
import { initialsOf } from './signed-in-user';

afterEach(cleanup);

describe('side menu', () => {
  it('offers Setup to a workspace administrator only', async () => {
    const { stores } = testStores();
    stores.user.setUser({ ...member, isAdmin: true, accountType: 1 });
    renderAt('/form/list', <SideMenu menuType="user" />, stores);
    expect(await screen.findByRole('link', { name: /Setup/ })).toBeTruthy();
    cleanup();
    stores.user.setUser(member);
    renderAt('/form/list', <SideMenu menuType="user" />, stores);
    await screen.findByRole('link', { name: /Forms/ });
    expect(screen.queryByRole('link', { name: /Setup/ })).toBeNull();
  });

  it('shows the workspace-management menu for the signed-in workspace', async () => {
    const { stores } = testStores();
    stores.user.setUser({ ...member, isAdmin: true, accountType: 1, workspaceId: 1 });
    renderAt('/workspace/1/teams', <SideMenu menuType="manageWorkspace" />, stores);
    expect((await screen.findByRole('link', { name: /Billing/ })).getAttribute('href')).toBe(
      '/workspace/1/billing',
    );
  });

  it('is a closed drawer below 992 px until toggled', async () => {
    const { stores } = testStores();
    stores.user.setUser(member);
    stores.layout.resized(800);
    renderAt('/form/list', <SideMenu menuType="user" />, stores);
    expect(screen.getByRole('navigation', { hidden: true }).hidden).toBe(true);
    stores.layout.toggleMenu();
    expect((await screen.findByRole('navigation')).hidden).toBe(false);
  });

  it('carries the scope, Profile and Sign out (and search and Upgrade where allowed) below 992 px, where the top bar has no room for them', async () => {
    const { stores } = testStores();
    stores.user.setUser({ ...member, isAdmin: true, accountType: 1 });
    stores.layout.resized(390);
    stores.layout.toggleMenu();
    renderAt('/form/list', <SideMenu menuType="user" />, stores);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Design Team')).toBeTruthy();
    for (const name of ['Profile', 'Sign out']) expect(within(menu).getByRole('link', { name })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
    cleanup();
    stores.layout.resized(1280);
    renderAt('/form/list', <SideMenu menuType="user" />, stores);
    await screen.findByRole('link', { name: /Forms/ });
    expect(screen.queryByRole('link', { name: 'Sign out' })).toBeNull();
  });
});

describe('initials of the signed-in user (the top bar below 992 px)', () => {
  it('takes the first letters of the first and last words, or two letters of a single word', () => {
    expect(initialsOf('Ada Admin')).toBe('AA');
    expect(initialsOf('Mary Ann van Dyke')).toBe('MD');
    expect(initialsOf('member')).toBe('ME');
    expect(initialsOf('  ')).toBe('?');
  });
});
