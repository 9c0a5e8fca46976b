import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
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
});
