import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type RunningMock } from '../../../mock-server/test-support/mock-client';
import type { RealtimeMessage } from '../../domain/platform/realtime-events';
import { nextRetryDelay, RETRY_CAP_MS, SignalRRealtimeHub } from './signalr-realtime-hub';

let running: RunningMock;
beforeAll(async () => {
  running = await startMock();
});
afterAll(() => running.stop());

async function hubFor(email: string) {
  const client = running.client();
  await client.login(email);
  return new SignalRRealtimeHub({
    baseUrl: running.baseUrl,
    fetch,
    antiForgeryToken: () => null,
    extraHeaders: () => ({ Cookie: client.cookieHeader }),
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('SignalRRealtimeHub (the client library loads when the hub starts)', () => {
  it('connects once however often it is started, and hears what the server pushes to its user', async () => {
    const hub = await hubFor('admin@demo.test');
    const heard: RealtimeMessage[] = [];
    hub.subscribe((message) => heard.push(message));
    await Promise.all([hub.start(), hub.start()]);
    expect(hub.state).toBe('connected');
    await until(() => running.mock.hub.groupsOf(1).length === 2);
    expect(running.mock.hub.push(1, 'notificationCountUpdate', { Count: 4 })).toBe(1);
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ Listener: 'notificationCountUpdate', Data: { Count: 4 } }]);
    await hub.stop();
    expect(hub.state).toBe('disconnected');
  });

  it('does not connect when stopped while the library was still loading', async () => {
    const hub = await hubFor('member@demo.test');
    const starting = hub.start();
    await hub.stop();
    await starting;
    expect(hub.state).toBe('disconnected');
    expect(running.mock.hub.push(2, 'notificationCountUpdate', { Count: 1 })).toBe(0);
  });
});

describe('SignalRRealtimeHub keeps trying to connect (it never gives up while started)', () => {
  it('waits SignalR’s first delays, then about a minute each time, for ever', () => {
    expect([0, 1, 2, 3].map((n) => nextRetryDelay(n))).toEqual([0, 2_000, 10_000, 30_000]);
    for (const n of [4, 10, 1_000]) {
      expect(nextRetryDelay(n, () => 0)).toBe(0.8 * RETRY_CAP_MS);
      expect(nextRetryDelay(n, () => 1)).toBe(1.2 * RETRY_CAP_MS);
    }
  });

  it('comes back by itself after the server was gone for longer than SignalR’s own reconnect tries', async () => {
    const own = await startMock();
    const port = new URL(own.baseUrl).port;
    const client = own.client();
    await client.login('admin@demo.test');
    const hub = new SignalRRealtimeHub({
      baseUrl: own.baseUrl,
      fetch,
      antiForgeryToken: () => null,
      extraHeaders: () => ({ Cookie: client.cookieHeader }),
    });
    hub.retryDelay = () => 30;
    const states: string[] = [];
    hub.watchState((state) => states.push(state));
    await hub.start();
    expect(hub.state).toBe('connected');
    // The server goes away: no new connections, and the open socket is cut as a network failure would.
    await new Promise<void>((resolve) => {
      own.mock.server.close(() => resolve());
      own.mock.server.closeAllConnections();
      own.mock.hub.dropSockets(1);
    });
    // Long enough for many more tries than SignalR's default four.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(hub.state).not.toBe('connected');
    await new Promise<void>((resolve) => own.mock.server.listen(Number(port), '127.0.0.1', resolve));
    await until(() => hub.state === 'connected');
    expect(hub.state).toBe('connected');
    await until(() => own.mock.hub.groupsOf(1).length === 2);
    expect(own.mock.hub.push(1, 'notificationCountUpdate', { Count: 2 })).toBeGreaterThan(0);
    await hub.stop();
    await own.stop();
  });
});
