import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { member } from '../../application/testing/fakes';
import { renderAt, testStores } from '../testing/render-with-stores';
import { SideMenu } from './side-menu';

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
    expect((await screen.findByRole('link', { name: /Billing/ })).getAttribute('href')).toBe('/workspace/1/billing');
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
});
