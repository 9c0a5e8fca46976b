import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ManageNotifications } from '../../application/notifications/manage-notifications.use-case';
import { ok } from '../../application/testing/fakes';
import type { UserNotification } from '../../ports/notification-gateway.port';
import { NotificationStore } from '../../stores/notifications/notification.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { NotificationsPage } from './notifications-page';

afterEach(cleanup);

const notice = (id: number, extra: Partial<UserNotification>): UserNotification => ({
  NotificationId: id,
  Message: `Notice ${id}`,
  CreatedOn: '2026-11-28T09:00:00Z',
  IsRead: false,
  ...extra,
});

describe('/notifications (issue 32)', () => {
  it('links a task notice to its task, and says when the task has been deleted', async () => {
    const { stores } = testStores();
    stores.notifications = new NotificationStore(
      new ManageNotifications({
        count: async () => ok(3),
        list: async () =>
          ok([notice(1, { TaskId: 866 }), notice(2, { TaskId: 801, TaskDeleted: true }), notice(3, {})]),
        markAllRead: async () => ok({}),
        deleteAll: async () => ok({}),
      }),
    );
    const router = createMemoryRouter([{ path: '*', element: <NotificationsPage /> }], {
      initialEntries: ['/notifications'],
    });
    render(
      <StoresProvider stores={stores}>
        <RouterProvider router={router} />
      </StoresProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Notice 1' });
    expect(link.getAttribute('href')).toBe('/task/list?task=866');
    expect(screen.queryByRole('link', { name: /Notice 2/ })).toBeNull();
    expect(screen.getByText('This task has been deleted.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Notice 3' })).toBeNull();
    expect(screen.getByText('Notice 3')).toBeTruthy();
  });
});
