import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  RS,
  connectSignalR,
  openRawHub,
  upgradeStatus,
  until as waitUntil,
  type SignalRClient,
} from './test-support/hub-client';
import { startMock, type MockClient, type RunningMock } from './test-support/mock-client';

let running: RunningMock;
const open: HubConnection[] = [];
beforeAll(async () => {
  running = await startMock();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.stop()));
});
afterAll(() => running.stop());

async function connect(
  client: MockClient,
  options?: { statefulReconnect?: boolean },
): Promise<SignalRClient> {
  const signalR = await connectSignalR(running.baseUrl, client, options);
  open.push(signalR.connection);
  return signalR;
}

async function signedIn(email: string): Promise<MockClient> {
  const client = running.client();
  await client.login(email);
  return client;
}

/** A raw socket on a connection negotiated with stateful reconnect, its version 2 handshake answered. */
async function statefulRawHub(client: MockClient) {
  const reply = await client.post(
    '/api/signalr/negotiate?negotiateVersion=1&useStatefulReconnect=true',
    undefined,
  );
  const token = (reply.body as { connectionToken: string }).connectionToken;
  const raw = await openRawHub(running.baseUrl, client, {}, token);
  raw.socket.send(`{"protocol":"json","version":2}${RS}`);
  await waitUntil(() => raw.received.length > 0);
  return { token, raw };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('SignalR hub with the real client', () => {
  it('refuses to negotiate without a session', async () => {
    const reply = await running.client().post('/api/signalr/negotiate?negotiateVersion=1', undefined);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ Message: 'Unauthorized' });
  });

  it('negotiates WebSockets with the text format', async () => {
    const reply = await (
      await signedIn('admin@demo.test')
    ).post('/api/signalr/negotiate?negotiateVersion=1', undefined, { xsrf: false });
    expect(reply.body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
  });

  it('connects, completes JoinGroup and receives pushed messages for its user only', async () => {
    const admin = await connect(await signedIn('admin@demo.test'));
    const member = await connect(await signedIn('member@demo.test'));
    expect(admin.connection.state).toBe(HubConnectionState.Connected);

    await admin.connection.invoke('JoinGroup', 'background');
    await admin.connection.invoke('JoinGroup', 'backend');
    expect(running.mock.hub.groupsOf(1)).toEqual(['background', 'backend']);

    const pushed = await running.client().post('/api/__mock/push', {
      email: 'admin@demo.test',
      listener: 'zipUploadDone',
      data: { IsSuccess: true, FolderId: 7 },
    });
    expect(pushed.body).toEqual({ Delivered: 1 });
    await until(() => admin.messages.length > 0);
    expect(admin.messages).toEqual([{ Listener: 'zipUploadDone', Data: { IsSuccess: true, FolderId: 7 } }]);
    expect(member.messages).toEqual([]);
  });

  it('pushes to everyone without an e-mail, with null data by default', async () => {
    const admin = await connect(await signedIn('admin@demo.test'));
    const member = await connect(await signedIn('member@demo.test'));
    const pushed = await running.client().post('/api/__mock/push', { listener: 'notificationCountUpdate' });
    expect((pushed.body as { Delivered: number }).Delivered).toBeGreaterThanOrEqual(2);
    await until(() => admin.messages.length > 0 && member.messages.length > 0);
    expect(member.messages).toEqual([{ Listener: 'notificationCountUpdate', Data: null }]);
  });

  it('tells the other tabs when notifications are marked read', async () => {
    const client = await signedIn('admin@demo.test');
    const tab = await connect(client);
    await client.post('/api/notification/markallread');
    await until(() => tab.messages.length >= 2);
    expect(tab.messages.map((m) => m.Listener)).toEqual([
      'markAllUserNotificationsRead',
      'notificationCountUpdate',
    ]);
  });

  it('fails an unknown hub method', async () => {
    const { connection } = await connect(await signedIn('admin@demo.test'));
    await expect(connection.invoke('Nope')).rejects.toThrow(/Unknown hub method 'Nope'/);
  });

  it('closes the connections of a session on sign-out', async () => {
    const client = await signedIn('admin@demo.test');
    const { connection, closed } = await connect(client);
    await client.post('/api/account/logout');
    await closed;
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });

  it('negotiates stateful reconnect when the client asks for it', async () => {
    const client = await signedIn('admin@demo.test');
    const asked = await client.post(
      '/api/signalr/negotiate?negotiateVersion=1&useStatefulReconnect=true',
      undefined,
    );
    expect(asked.body).toMatchObject({ useStatefulReconnect: true });
    const plain = await client.post('/api/signalr/negotiate?negotiateVersion=1', undefined);
    expect(plain.body).not.toHaveProperty('useStatefulReconnect');
  });

  it('sends a push made while the socket was down once the client has opened it again (stateful reconnect)', async () => {
    const admin = await connect(await signedIn('admin@demo.test'), { statefulReconnect: true });
    await admin.connection.invoke('JoinGroup', 'background');
    const control = running.client();
    const first = await control.post('/api/__mock/push', {
      email: 'admin@demo.test',
      listener: 'zipUploadDone',
      data: { IsSuccess: true, FolderId: 7 },
      drop: true,
    });
    expect(first.body).toEqual({ Delivered: 1, Dropped: 1 });
    await until(() => admin.messages.length > 0);
    expect(admin.messages).toEqual([{ Listener: 'zipUploadDone', Data: { IsSuccess: true, FolderId: 7 } }]);
    // The same connection carried on: no new negotiation, its groups kept, and it can be cut and resumed again.
    expect(admin.connection.state).toBe(HubConnectionState.Connected);
    expect(running.mock.hub.groupsOf(1)).toEqual(['background']);
    await control.post('/api/__mock/push', {
      email: 'admin@demo.test',
      listener: 'downloadCompleted',
      data: { ErrorMessage: 'x' },
      drop: true,
    });
    await until(() => admin.messages.length > 1);
    expect(admin.messages.map((m) => m.Listener)).toEqual(['zipUploadDone', 'downloadCompleted']);
    await admin.connection.invoke('JoinGroup', 'backend');
    expect(running.mock.hub.groupsOf(1)).toEqual(['background', 'backend']);
  });

  it('loses a push made while the socket was down for a client without stateful reconnect, which then closes', async () => {
    const member = await connect(await signedIn('member@demo.test'));
    await running
      .client()
      .post('/api/__mock/push', { email: 'member@demo.test', listener: 'zipUploadDone', drop: true });
    expect(await member.closed).toBeInstanceOf(Error);
    expect(member.messages).toEqual([]);
  });

  it('forgets a dropped connection at sign-out: its token no longer opens a socket', async () => {
    const client = await signedIn('member@demo.test');
    const { token, raw } = await statefulRawHub(client);
    raw.socket.terminate();
    await raw.closed;
    await waitUntil(() => false, 50);
    expect(await upgradeStatus(running.baseUrl, client, {}, token)).toBe(101);
    await client.post('/api/account/logout');
    expect(await upgradeStatus(running.baseUrl, client, {}, token)).toBe(404);
  });

  it('lets a socket opened again take over a connection whose old socket was not seen to drop', async () => {
    const client = await signedIn('lena@demo.test');
    const { token, raw: old } = await statefulRawHub(client);
    const fresh = await openRawHub(running.baseUrl, client, {}, token);
    await old.closed;
    await waitUntil(() => fresh.received.length > 0);
    expect(fresh.received[0]).toBe(`{"type":9,"sequenceId":1}${RS}`);
    await running
      .client()
      .post('/api/__mock/push', { email: 'lena@demo.test', listener: 'notificationCountUpdate' });
    await waitUntil(() => fresh.received.length > 1);
    expect(fresh.received[1]).toContain('notificationCountUpdate');
    fresh.socket.close();
  });

  it('validates the push control route', async () => {
    const control = running.client();
    expect((await control.post('/api/__mock/push', {})).body).toEqual({ Message: 'listener is required.' });
    expect((await control.post('/api/__mock/push', { listener: 'x', email: 'ghost@demo.test' })).status).toBe(
      404,
    );
    expect((await control.post('/api/__mock/push', { listener: 'x', drop: true })).body).toEqual({
      Message: 'drop needs the e-mail of the user whose sockets to cut.',
    });
    expect(
      (await control.post('/api/__mock/push', { listener: 'x', email: 'admin@demo.test', drop: 'yes' }))
        .status,
    ).toBe(400);
  });
});

describe('SignalR hub protocol details', () => {
  const upgradeStatus = (url: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(url, { headers });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', () => resolve(-1));
    });

  it('rejects an unknown connection token and a token used with another session', async () => {
    const wsBase = running.baseUrl.replace('http', 'ws');
    const admin = await signedIn('admin@demo.test');
    const member = await signedIn('member@demo.test');
    const { connectionToken } = (await admin.post('/api/signalr/negotiate?negotiateVersion=1', undefined))
      .body as { connectionToken: string };

    expect(await upgradeStatus(`${wsBase}/api/signalr?id=unknown`, { cookie: admin.cookieHeader })).toBe(404);
    expect(
      await upgradeStatus(`${wsBase}/api/signalr?id=${connectionToken}`, { cookie: member.cookieHeader }),
    ).toBe(401);
    expect(await upgradeStatus(`${wsBase}/api/signalr?id=${connectionToken}`)).toBe(401);
    expect(
      await upgradeStatus(`${wsBase}/api/signalr?id=${connectionToken}`, { cookie: admin.cookieHeader }),
    ).toBe(101);
  });

  it('refuses a handshake for another protocol and answers pings', async () => {
    const admin = await signedIn('admin@demo.test');
    const open = async () => {
      const { connectionToken } = (await admin.post('/api/signalr/negotiate?negotiateVersion=1', undefined))
        .body as { connectionToken: string };
      const socket = new WebSocket(
        `${running.baseUrl.replace('http', 'ws')}/api/signalr?id=${connectionToken}`,
        { headers: { cookie: admin.cookieHeader } },
      );
      const received: string[] = [];
      socket.on('message', (data) => received.push(data.toString()));
      await new Promise((resolve) => socket.on('open', resolve));
      return { socket, received };
    };

    const msgpack = await open();
    msgpack.socket.send('{"protocol":"messagepack","version":1}\x1e');
    await new Promise((resolve) => msgpack.socket.on('close', resolve));
    expect(msgpack.received[0]).toMatch(/^\{"error":"Protocol 'messagepack'/);

    const json = await open();
    json.socket.send('{"protocol":"json","version":1}\x1e{"type":6}\x1e');
    await until(() => json.received.join('').split('\x1e').length >= 3);
    expect(json.received.join('')).toBe('{}\x1e{"type":6}\x1e');
    json.socket.close();
  });
});
