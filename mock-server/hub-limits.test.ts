import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HANDSHAKE,
  RS,
  connectSignalR,
  negotiate,
  openRawHub,
  until,
  upgradeStatus,
} from './test-support/hub-client';
import { MAX_SOCKETS_PER_SESSION, MAX_SOCKETS_PER_USER, TOO_MANY_SOCKETS } from './hub';
import { startMock, type MockClient, type RunningMock } from './test-support/mock-client';

let running: RunningMock;
let sweeping: RunningMock;
beforeAll(async () => {
  running = await startMock({ hubLimits: { handshakeTimeoutMs: 300 } });
  // Pings, and so sweeps for ended sessions, every 50 ms.
  sweeping = await startMock({ pingIntervalMs: 50 });
});
afterAll(async () => {
  await running.stop();
  await sweeping.stop();
});

async function signedIn(mock: RunningMock, email = 'admin@demo.test'): Promise<MockClient> {
  const client = mock.client();
  await client.login(email);
  return client;
}

async function handshaken(client: MockClient) {
  const hub = await openRawHub(running.baseUrl, client);
  hub.socket.send(HANDSHAKE);
  await until(() => hub.received.length > 0);
  expect(hub.received).toEqual([`{}${RS}`]);
  return hub;
}

/** The server still answers HTTP, and the real client still connects and receives a push. */
async function stillServing(): Promise<void> {
  expect((await running.client().get('/api/account/scopes')).status).toBeLessThan(500);
  const client = await signedIn(running, 'member@demo.test');
  const tab = await connectSignalR(running.baseUrl, client);
  await running.client().post('/api/__mock/push', { email: 'member@demo.test', listener: 'ping' });
  await until(() => tab.messages.length > 0);
  expect(tab.messages).toEqual([{ Listener: 'ping', Data: null }]);
  await tab.connection.stop();
}

describe('the hub survives hostile input', () => {
  it('answers a handshake whose protocol has toString: null with a handshake error, and keeps serving', async () => {
    const hub = await openRawHub(running.baseUrl, await signedIn(running));
    hub.socket.send(`{"protocol":{"toString":null},"version":1}${RS}`);
    expect(await hub.closed).toBe(1000);
    expect(hub.received).toEqual([`{"error":"Protocol 'an object' version 1 is not supported."}${RS}`]);
    await stillServing();
  });

  it('closes with an error message on a malformed record after the handshake', async () => {
    const hub = await handshaken(await signedIn(running));
    hub.socket.send(`{"type":{"valueOf":null}}${RS}`);
    await hub.closed;
    expect(hub.received[1]).toBe(
      `{"type":7,"error":"Invalid message: 'type' must be an integer.","allowReconnect":false}${RS}`,
    );
  });

  it('closes a binary frame with an error message: the hub negotiates text only', async () => {
    const hub = await handshaken(await signedIn(running));
    hub.socket.send(Buffer.from(`{"type":6}${RS}`));
    await hub.closed;
    expect(hub.received[1]).toContain('"error":"Binary messages are not supported."');
  });

  it('drops a WebSocket message past 32 KiB with close code 1009', async () => {
    const hub = await handshaken(await signedIn(running));
    hub.socket.send(`{"type":6,"pad":"${'x'.repeat(32 * 1024)}"}${RS}`);
    expect(await hub.closed).toBe(1009);
    await stillServing();
  });

  it('closes when records without a separator pile up past 32 KiB', async () => {
    const hub = await handshaken(await signedIn(running));
    for (let i = 0; i < 3 && !hub.isClosed(); i++) hub.socket.send('x'.repeat(16 * 1024));
    await hub.closed;
    expect(hub.received[1]).toContain('"error":"The maximum message size of 32768 characters was exceeded."');
  });

  it('closes a connection that does not complete the handshake in time', async () => {
    const hub = await openRawHub(running.baseUrl, await signedIn(running));
    hub.socket.send('{"protocol":"json",');
    await hub.closed;
    expect(hub.received).toEqual([`{"error":"Handshake was not received in time."}${RS}`]);
  });
});

describe('the hub bounds the sockets of a session', () => {
  it(`refuses socket ${MAX_SOCKETS_PER_SESSION + 1} of one session with 429, and admits one again after a close`, async () => {
    const client = await signedIn(running);
    const hubs = [];
    // Handshaken, so that the (shortened) handshake timeout does not close them.
    for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i++) hubs.push(await handshaken(client));
    expect(await upgradeStatus(running.baseUrl, client)).toBe(429);
    expect(await upgradeStatus(running.baseUrl, await signedIn(running))).toBe(101);
    hubs[0].socket.close();
    await hubs[0].closed;
    await until(() => false, 50);
    expect(await upgradeStatus(running.baseUrl, client)).toBe(101);
    await Promise.all(hubs.map((hub) => (hub.socket.close(), hub.closed)));
  });
});

describe('the hub bounds the sockets of a user over all their sessions', () => {
  it(`refuses socket ${MAX_SOCKETS_PER_USER + 1} of one user at negotiate with 429 and a message, others still connect`, async () => {
    const user = 'field@demo.test';
    const hubs = [];
    const sessions: MockClient[] = [];
    // Each session stays under its own limit: only the user's total is reached.
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) {
      if (i % 10 === 0) sessions.push(await signedIn(running, user));
      hubs.push(await handshaken(sessions[sessions.length - 1]));
    }
    const another = await signedIn(running, user);
    const refused = await another.post('/api/signalr/negotiate?negotiateVersion=1', undefined);
    expect(refused).toMatchObject({ status: 429, body: { Message: TOO_MANY_SOCKETS } });
    // The real client fails to start with that answer, instead of holding one more socket.
    await expect(connectSignalR(running.baseUrl, another)).rejects.toThrow(/429/);
    // Someone else is not affected.
    expect(await upgradeStatus(running.baseUrl, await signedIn(running, 'member@demo.test'))).toBe(101);

    hubs[0].socket.close();
    await hubs[0].closed;
    // A token negotiated once there is room again is refused at the upgrade if the room is gone by then.
    let room = await another.post('/api/signalr/negotiate?negotiateVersion=1', undefined);
    for (let i = 0; i < 200 && room.status === 429; i++) {
      await until(() => false, 10);
      room = await another.post('/api/signalr/negotiate?negotiateVersion=1', undefined);
    }
    const token = (room.body as { connectionToken: string }).connectionToken;
    const last = await handshaken(sessions[0]);
    expect(await upgradeStatus(running.baseUrl, another, {}, token)).toBe(429);
    await Promise.all([...hubs.slice(1), last].map((hub) => (hub.socket.close(), hub.closed)));
  });
});

describe('the hub admits pages of the SPA only', () => {
  it.each([
    ['http://localhost:5173', 101],
    ['http://127.0.0.1:4173', 101],
    ['http://evil.example', 403],
    ['http://localhost:5173.evil.example', 403],
    ['null', 403],
  ])('Origin %s → %i', async (origin, status) => {
    expect(await upgradeStatus(running.baseUrl, await signedIn(running), { origin })).toBe(status);
  });

  it("admits the server's own origin and a client that sends no Origin (Node)", async () => {
    const client = await signedIn(running);
    expect(await upgradeStatus(running.baseUrl, client, { origin: running.baseUrl })).toBe(101);
    expect(await upgradeStatus(running.baseUrl, client)).toBe(101);
  });
});

describe('the hub ends the connections of an ended session', () => {
  /** Shortens the caller's session to `ms` from now (the server's clock is real). */
  function expireSoon(mock: RunningMock, client: MockClient, ms = 30) {
    const session = mock.mock.sessions.get(client.session);
    if (!session) throw new Error('no session');
    mock.mock.sessions.touch(session, ms / 60_000);
  }

  it('does not push to an expired session: it closes its connections instead', async () => {
    const client = await signedIn(running);
    const tab = await connectSignalR(running.baseUrl, client);
    expireSoon(running, client);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const pushed = await running
      .client()
      .post('/api/__mock/push', { email: 'admin@demo.test', listener: 'x' });
    expect(pushed.body).toEqual({ Delivered: 0 });
    expect((await tab.closed)?.message).toMatch(/Your session has ended\./);
    expect(tab.messages).toEqual([]);
    expect(tab.connection.state).toBe(HubConnectionState.Disconnected);
  });

  it('closes the connections of an expired session on its periodic sweep, without any push', async () => {
    const client = await signedIn(sweeping);
    const tab = await connectSignalR(sweeping.baseUrl, client);
    expireSoon(sweeping, client);
    expect((await tab.closed)?.message).toMatch(/Your session has ended\./);
  });

  it('refuses to upgrade a token negotiated by a session that has ended since', async () => {
    const client = await signedIn(running);
    const token = await negotiate(client);
    const cookies = client.cookieHeader;
    await client.post('/api/account/logout');
    expect(await upgradeStatus(running.baseUrl, client, { cookie: cookies }, token)).toBe(404);
  });
});
