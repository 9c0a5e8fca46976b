import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoresProvider } from '../app/stores-context';
import { member } from '../../application/testing/fakes';
import { renderAt, testStores } from '../testing/render-with-stores';
import { DialogHost } from './dialog-host';
import { ToastHost } from './toast-host';

afterEach(cleanup);

describe('the quota dialog (issue 35)', () => {
  const message = 'The Starter plan allows 5 users, and this workspace has 5.';

  it("shows the server's message and leads an administrator to the plans", async () => {
    const { stores } = testStores();
    stores.user.setUser({ ...member, isAdmin: true, accountType: 1, workspaceId: 1 });
    renderAt('/workspace/1/users', <DialogHost />, stores);
    act(() => stores.dialogs.quotaReached(message));
    const dialog = await screen.findByRole('dialog', { name: 'Quota reached' });
    expect(dialog.textContent).toContain(message);
    const link = within(dialog).getByRole('link', { name: 'View plans' });
    expect(link.getAttribute('href')).toBe('/workspace/1/subscription');
    await userEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells anyone else who can change the plan, with no link they could not open', async () => {
    const { stores } = testStores();
    stores.user.setUser(member);
    renderAt('/form/list', <DialogHost />, stores);
    act(() => stores.dialogs.quotaReached(message));
    const dialog = await screen.findByRole('dialog', { name: 'Quota reached' });
    expect(dialog.textContent).toContain('Only a workspace administrator can change the plan.');
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});

describe('dialogs', () => {
  it('shows a confirmation and answers with the button pressed', async () => {
    const { stores } = testStores();
    renderAt('/', <DialogHost />, stores);
    const answer = stores.dialogs.confirm({
      title: 'Unsaved changes',
      message: 'Leave?',
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog.textContent).toContain('Leave?');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await answer).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes a confirmation without confirming', async () => {
    const { stores } = testStores();
    renderAt('/', <DialogHost />, stores);
    const answer = stores.dialogs.confirm({
      title: 'Session time-out',
      message: 'Stay?',
      confirmLabel: 'Stay signed in',
      cancelLabel: 'Sign out',
    });
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(await answer).toBe(false);
  });

  it('opens a confirmation on its cancel button, so Enter does not confirm a deletion', async () => {
    const { stores } = testStores();
    renderAt('/', <DialogHost />, stores);
    const answer = stores.dialogs.confirm({
      title: 'Delete Workflow?',
      message: 'Delete it?',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    await screen.findByRole('dialog', { name: 'Delete Workflow?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    expect(await answer).toBe(false);
  });

  it('opens on the confirm button where confirming is the safe answer', async () => {
    const { stores } = testStores();
    renderAt('/', <DialogHost />, stores);
    void stores.dialogs.confirm({
      title: 'Session time-out',
      message: 'Stay?',
      confirmLabel: 'Stay signed in',
      cancelLabel: 'Sign out',
      focus: 'confirm',
    });
    await screen.findByRole('dialog', { name: 'Session time-out' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }));
  });

  it('keeps Tab inside, closes on Escape from any button and gives the focus back to the opener', async () => {
    const { stores } = testStores();
    let answer: Promise<boolean> | undefined;
    const ask = () => {
      answer = stores.dialogs.confirm({
        title: 'Delete Project Tag?',
        message: 'Delete it?',
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
      });
    };
    renderAt(
      '/',
      <>
        <button type="button" onClick={ask}>
          Delete tag
        </button>
        <a href="#elsewhere">Elsewhere</a>
        <DialogHost />
      </>,
      stores,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete tag' }));
    await screen.findByRole('dialog', { name: 'Delete Project Tag?' });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.keyboard('{Escape}');
    expect(await answer).toBe(false);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete tag' }));
  });

  it('gives the focus to a newer dialog, and back to the first opener once both are answered', async () => {
    const { stores } = testStores();
    const ask = () =>
      void stores.dialogs.confirm({
        title: 'Delete Workflow?',
        message: 'Delete it?',
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
      });
    renderAt(
      '/',
      <>
        <button type="button" onClick={ask}>
          Delete workflow
        </button>
        <DialogHost />
      </>,
      stores,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete workflow' }));
    await screen.findByRole('dialog', { name: 'Delete Workflow?' });
    act(() => void stores.dialogs.alert({ title: 'Quota reached', message: 'No more workflows.' }));
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await userEvent.keyboard('{Enter}');
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete workflow' }));
  });

  it('makes the page behind an open dialog inert but not the toasts, and gives the focus back once it is not', async () => {
    const { stores } = testStores();
    const ask = () =>
      void stores.dialogs.confirm({
        title: 'Delete Project Tag?',
        message: 'Delete it?',
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
      });
    const { container } = renderAt(
      '/',
      <>
        <button type="button" onClick={ask}>
          Delete tag
        </button>
        <a href="#elsewhere">Elsewhere</a>
        <ToastHost />
        <DialogHost />
      </>,
      stores,
    );
    const opener = screen.getByRole('button', { name: 'Delete tag' });
    expect(container.closest('[inert]')).toBeNull();
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Project Tag?' });
    // The page (the app root) is inert, the dialog is not.
    expect(container.hasAttribute('inert')).toBe(true);
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Elsewhere' }).closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    // A toast raised meanwhile is outside the inert part: announced, and its button usable.
    act(() => stores.toasts.show('error', 'The tag is in use.'));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('The tag is in use.');
    expect(toast.closest('[inert]')).toBeNull();
    expect(container.contains(toast)).toBe(false);
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves nothing inert when the dialog goes with its page (a route change), nor under strict mode', async () => {
    const { stores } = testStores();
    const { container, unmount } = render(
      <StrictMode>
        <StoresProvider stores={stores}>
          <button type="button">Page</button>
          <DialogHost />
        </StoresProvider>
      </StrictMode>,
    );
    act(() => void stores.dialogs.alert({ title: 'Quota reached', message: 'No more workflows.' }));
    await screen.findByRole('dialog', { name: 'Quota reached' });
    await act(async () => {});
    expect(container.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    unmount();
    expect(document.querySelector('[inert]')).toBeNull();
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
    await screen.findByText(
      (_, element) => element?.className === 'toasts' && element.childElementCount === 0,
    );
  });
});
