import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_IDS } from '../../../fixtures/ids';
import { HttpNotificationGateway } from '../../../src/adapters/http/notification-gateway.http';
import {
  ADMIN,
  adminHeaders,
  adminPostHeaders,
  gridworkPact,
  httpClientFor,
  signedIn,
} from '../pact-support';

const { eachLike, integer, string, boolean, datetime } = MatchersV3;

describe('notification calls', () => {
  it('lists a notice that is not about a task with the page it opens (issue 35)', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('the user has one notification, about a project')
      .uponReceiving('a request for the notification list, with a notice about a project')
      .withRequest({ method: 'GET', path: '/api/notification/list', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: [
          {
            NotificationId: integer(1005),
            Message: string('Finn Field invited you to Bridge Inspection.'),
            CreatedOn: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-20T09:30:00.000Z'),
            IsRead: boolean(false),
            Link: string('/project/details/101'),
          },
        ],
      });
    await pact.executeTest(async (server) => {
      const result = await new HttpNotificationGateway(httpClientFor(server.url, ADMIN).http).list();
      expect(result).toMatchObject({ ok: true, data: [{ Link: '/project/details/101' }] });
    });
  });

  it('counts the unread notifications', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('the user has unread notifications', { count: 3 })
      .uponReceiving('a request for the notification count')
      .withRequest({ method: 'GET', path: '/api/notification/count', headers: adminHeaders })
      .willRespondWith({ status: 200, body: { Count: integer(3) } });
    await pact.executeTest(async (server) => {
      const result = await new HttpNotificationGateway(httpClientFor(server.url, ADMIN).http).count();
      expect(result).toEqual({ ok: true, status: 200, data: 3 });
    });
  });

  it('lists the notifications', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('the user has unread notifications', { count: 3 })
      .uponReceiving('a request for the notification list')
      .withRequest({ method: 'GET', path: '/api/notification/list', headers: adminHeaders })
      .willRespondWith({
        status: 200,
        body: eachLike({
          NotificationId: integer(1000),
          Message: string('Mel shared "Site inspection" with you.'),
          CreatedOn: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-20T09:30:00.000Z'),
          IsRead: boolean(false),
        }),
      });
    await pact.executeTest(async (server) => {
      const result = await new HttpNotificationGateway(httpClientFor(server.url, ADMIN).http).list();
      expect(result).toEqual({
        ok: true,
        status: 200,
        data: [
          {
            NotificationId: 1000,
            Message: 'Mel shared "Site inspection" with you.',
            CreatedOn: '2026-11-20T09:30:00.000Z',
            IsRead: false,
          },
        ],
      });
    });
  });

  it('marks all notifications read', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('the user has unread notifications', { count: 3 })
      .uponReceiving('a request to mark all notifications read')
      .withRequest({
        method: 'POST',
        path: '/api/notification/markallread',
        headers: adminPostHeaders,
        body: {},
      })
      .willRespondWith({ status: 200 });
    await pact.executeTest(async (server) => {
      expect(
        (await new HttpNotificationGateway(httpClientFor(server.url, ADMIN).http).markAllRead()).ok,
      ).toBe(true);
    });
  });

  it('deletes all notifications', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('the user has unread notifications', { count: 3 })
      .uponReceiving('a request to delete all notifications')
      .withRequest({
        method: 'POST',
        path: '/api/notification/deleteall',
        headers: adminPostHeaders,
        body: {},
      })
      .willRespondWith({ status: 200 });
    await pact.executeTest(async (server) => {
      expect((await new HttpNotificationGateway(httpClientFor(server.url, ADMIN).http).deleteAll()).ok).toBe(
        true,
      );
    });
  });

  // The fixtures' first notice of the administrator (fixtures/ids.ts NOTIFICATION_IDS), unread in this state.
  const notice = NOTIFICATION_IDS.adminUnread[0];

  it('marks one notification read', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('the user has unread notifications', { count: 3 })
      .uponReceiving('a request to mark one notification read')
      .withRequest({
        method: 'POST',
        path: '/api/notification/markread',
        headers: adminPostHeaders,
        body: { NotificationId: integer(notice) },
      })
      .willRespondWith({ status: 200 });
    await pact.executeTest(async (server) => {
      const gateway = new HttpNotificationGateway(httpClientFor(server.url, ADMIN).http);
      expect((await gateway.markRead(notice)).ok).toBe(true);
    });
  });

  it('deletes one notification', async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .given('the user has unread notifications', { count: 3 })
      .uponReceiving('a request to delete one notification')
      .withRequest({
        method: 'POST',
        path: '/api/notification/delete',
        headers: adminPostHeaders,
        body: { NotificationId: integer(notice) },
      })
      .willRespondWith({ status: 200 });
    await pact.executeTest(async (server) => {
      const gateway = new HttpNotificationGateway(httpClientFor(server.url, ADMIN).http);
      expect((await gateway.remove(notice)).ok).toBe(true);
    });
  });

  it("is told a notification that is gone, or someone else's, does not exist", async () => {
    const pact = gridworkPact()
      .given(...signedIn('admin'))
      .uponReceiving('a request to delete a notification the user does not have')
      .withRequest({
        method: 'POST',
        path: '/api/notification/delete',
        headers: adminPostHeaders,
        body: { NotificationId: integer(NOTIFICATION_IDS.memberUnread) },
      })
      .willRespondWith({ status: 404, body: { Message: string('This notification no longer exists.') } });
    await pact.executeTest(async (server) => {
      const gateway = new HttpNotificationGateway(httpClientFor(server.url, ADMIN).http);
      const result = await gateway.remove(NOTIFICATION_IDS.memberUnread);
      expect(result).toMatchObject({ ok: false, failure: { kind: 'status', status: 404 } });
    });
  });
});
