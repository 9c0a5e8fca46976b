import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type RunningMock } from '../../../mock-server/test-support/mock-client';
import type { RealtimeMessage } from '../../domain/platform/realtime-events';
import { SignalRRealtimeHub } from './signalr-realtime-hub';

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
