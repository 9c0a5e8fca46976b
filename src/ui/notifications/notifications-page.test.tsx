import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DELETE_ALL_CONFIRMATION,
  ManageNotifications,
} from '../../application/notifications/manage-notifications.use-case';
import { failure, ok } from '../../application/testing/fakes';
import { SUBJECT_DELETED } from '../../domain/platform/notification-subject';
import type { NotificationGateway, UserNotification } from '../../ports/notification-gateway.port';
import { DialogStore } from '../../stores/platform/dialog.store';
import { NotificationStore } from '../../stores/notifications/notification.store';
import { StoresProvider } from '../app/stores-context';
import { DialogHost } from '../components/dialog-host';
import { testStores } from '../testing/render-with-stores';
import { NotificationsPage } from './notifications-page';

afterEach(cleanup);

const notice = (id: number, extra: Partial<UserNotification> = {}): UserNotification => ({
  NotificationId: id,
  Message: `Notice ${id}`,
  CreatedOn: '2026-11-28T09:00:00Z',
  IsRead: false,
  ...extra,
});

/** A server holding the notices: what the page's calls do to them, as the mock backend does. */
function serverWith(notices: UserNotification[]) {
  let held = notices.map((n) => ({ ...n }));
  const calls: string[] = [];
  const gateway: NotificationGateway = {
    count: async () => ok(held.filter((n) => !n.IsRead).length),
    list: async () => ok(held.map((n) => ({ ...n }))),
    markAllRead: async () => ok((held = held.map((n) => ({ ...n, IsRead: true })))),
    markRead: async (id) => {
      calls.push(`markread ${id}`);
      held = held.map((n) => (n.NotificationId === id ? { ...n, IsRead: true } : n));
      return ok({});
    },
    remove: async (id) => {
      calls.push(`delete ${id}`);
      if (!held.some((n) => n.NotificationId === id)) return failure(404);
      held = held.filter((n) => n.NotificationId !== id);
      return ok({});
    },
    deleteAll: async () => {
      calls.push('deleteall');
      held = [];
      return ok({});
    },
  };
  return { gateway, calls, held: () => held };
}

function renderPage(gateway: NotificationGateway) {
  const { stores } = testStores();
  const dialogs = new DialogStore();
  stores.dialogs = dialogs;
  stores.notifications = new NotificationStore(new ManageNotifications(gateway, dialogs));
  void stores.notifications.loadCount();
  const router = createMemoryRouter([{ path: '*', element: <NotificationsPage /> }], {
    initialEntries: ['/notifications'],
  });
  render(
    <StoresProvider stores={stores}>
      <RouterProvider router={router} />
      <DialogHost />
    </StoresProvider>,
  );
  return { stores, router };
}

describe('/notifications', () => {
  it('links a task notice to its task, and says when the task has been deleted (issue 32)', async () => {
    const server = serverWith([
      notice(1, { TaskId: 866 }),
      notice(2, { TaskId: 801, TaskDeleted: true }),
      notice(3),
    ]);
    renderPage(server.gateway);
    const link = await screen.findByRole('link', { name: 'Notice 1' });
    expect(link.getAttribute('href')).toBe('/task/list?task=866');
    expect(screen.queryByRole('link', { name: /Notice 2/ })).toBeNull();
    expect(screen.getByText('This task has been deleted.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Notice 3' })).toBeNull();
    expect(screen.getByText('Notice 3')).toBeTruthy();
  });

  it('links another notice to what it is about, and says when that has been deleted (issue 35)', async () => {
    const server = serverWith([
      notice(1, { Link: '/forminstance/300' }),
      notice(2, { Link: '/project/details/101', SubjectDeleted: true }),
      notice(3, { SubjectDeleted: true }),
    ]);
    const { router } = renderPage(server.gateway);
    const link = await screen.findByRole('link', { name: 'Notice 1' });
    expect(link.getAttribute('href')).toBe('/forminstance/300');
    expect(screen.queryByRole('link', { name: /Notice 2/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Notice 3/ })).toBeNull();
    expect(screen.getAllByText(SUBJECT_DELETED)).toHaveLength(2);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/forminstance/300'));
    expect(server.calls).toContain('markread 1');
  });

  it('opening a notice marks it read, and so does its own button; the badge counts down', async () => {
    const server = serverWith([notice(1, { TaskId: 866 }), notice(2), notice(3, { IsRead: true })]);
    const { stores, router } = renderPage(server.gateway);
    await screen.findByRole('link', { name: 'Notice 1' });
    await waitFor(() => expect(stores.notifications.count).toBe(2));
    // A read notice offers no "Mark as read".
    expect(screen.queryByRole('button', { name: 'Mark as read: Notice 3' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: Notice 2' }));
    await waitFor(() => expect(stores.notifications.count).toBe(1));
    expect(screen.queryByRole('button', { name: 'Mark as read: Notice 2' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Notice 1' }));
    await waitFor(() => expect(stores.notifications.count).toBe(0));
    expect(router.state.location.search).toBe('?task=866');
    expect(server.calls).toEqual(['markread 2', 'markread 1']);
    expect(server.held().every((n) => n.IsRead)).toBe(true);
  });

  it('deletes one notice; one deleted elsewhere meanwhile brings the list back in step', async () => {
    const server = serverWith([notice(1), notice(2, { IsRead: true }), notice(3)]);
    const { stores } = renderPage(server.gateway);
    await screen.findByText('Notice 1');
    await waitFor(() => expect(stores.notifications.count).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Notice 1' }));
    await waitFor(() => expect(screen.queryByText('Notice 1')).toBeNull());
    expect(stores.notifications.count).toBe(1);

    // Another tab deletes notice 3; deleting it here is refused (404) and the list is read again.
    await server.gateway.remove(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Notice 3' }));
    await waitFor(() => expect(screen.queryByText('Notice 3')).toBeNull());
    expect(screen.getByText('Notice 2')).toBeTruthy();
  });

  it('a count pushed by another tab reads the open list again', async () => {
    const server = serverWith([notice(1), notice(2)]);
    const { stores } = renderPage(server.gateway);
    await screen.findByRole('button', { name: 'Mark as read: Notice 1' });
    // Another tab marks notice 1 read and deletes notice 2; the hub pushes the new count.
    await server.gateway.markRead(1);
    await server.gateway.remove(2);
    stores.notifications.countChanged(0);
    await waitFor(() => expect(screen.queryByText('Notice 2')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Mark as read: Notice 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete: Notice 1' })).toBeTruthy();
  });

  it('"Delete all" asks first: Cancel keeps every notice, Delete all removes them', async () => {
    const server = serverWith([notice(1), notice(2)]);
    const { stores } = renderPage(server.gateway);
    await screen.findByText('Notice 1');
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DELETE_ALL_CONFIRMATION.title)).toBeTruthy();
    expect(within(dialog).getByText(DELETE_ALL_CONFIRMATION.message)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls).toEqual([]);
    expect(screen.getByText('Notice 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Delete all' }));
    await screen.findByText('You have no notifications.');
    expect(server.calls).toEqual(['deleteall']);
    expect(stores.notifications.count).toBe(0);
  });
});
