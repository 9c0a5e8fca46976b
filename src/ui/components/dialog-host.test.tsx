import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, testStores } from '../testing/render-with-stores';
import { DialogHost } from './dialog-host';
import { ToastHost } from './toast-host';

afterEach(cleanup);

describe('dialogs', () => {
  it('shows a confirmation and answers with the button pressed', async () => {
    const { stores } = testStores();
    renderAt('/', <DialogHost />, stores);
    const answer = stores.dialogs.confirm({ title: 'Unsaved changes', message: 'Leave?', confirmLabel: 'Leave', cancelLabel: 'Stay' });
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain('Leave?');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await answer).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes a confirmation without confirming', async () => {
    const { stores } = testStores();
    renderAt('/', <DialogHost />, stores);
    const answer = stores.dialogs.confirm({ title: 'Session time-out', message: 'Stay?', confirmLabel: 'Stay signed in', cancelLabel: 'Sign out' });
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(await answer).toBe(false);
  });

  it('tells a non-admin to ask the administrator when the workspace is locked', async () => {
    const { stores } = testStores();
    renderAt('/', <DialogHost />, stores);
    stores.dialogs.unlock({ workspaceId: 1, workspaceName: 'Demo Workspace', isAdmin: false });
    const dialog = await screen.findByRole('dialog', { name: 'Workspace locked' });
    expect(dialog.textContent).toContain('Please contact your workspace administrator');
    expect(screen.queryByRole('link', { name: 'open billing' })).toBeNull();
  });
});

describe('toasts', () => {
  it('shows errors as alerts and lets the user dismiss them', async () => {
    const { stores } = testStores();
    renderAt('/', <ToastHost />, stores);
    stores.toasts.show('error', 'Unexpected error');
    expect((await screen.findByRole('alert')).textContent).toContain('Unexpected error');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes a toast after a while on its own', async () => {
    const { stores, tab } = testStores();
    renderAt('/', <ToastHost />, stores);
    stores.toasts.show('success', 'Your file(s) have been uploaded successfully.');
    expect(await screen.findByText('Your file(s) have been uploaded successfully.')).toBeTruthy();
    tab.time.advance(5000);
    await screen.findByText((_, element) => element?.className === 'toasts' && element.childElementCount === 0);
  });
});
