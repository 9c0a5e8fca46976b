import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import type { MockClient } from './mock-client';

export const RS = '\x1e';
export const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

export interface Pushed {
  Listener: string;
  Data: unknown;
}

/** The real @microsoft/signalr client, as the SPA uses it, with what it receives and how it ends. */
export interface SignalRClient {
  connection: HubConnection;
  messages: Pushed[];
  closed: Promise<Error | undefined>;
}

export async function connectSignalR(
  baseUrl: string,
  client: MockClient,
  { statefulReconnect = false }: { statefulReconnect?: boolean } = {},
): Promise<SignalRClient> {
  const builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}/api/signalr`, { headers: { Cookie: client.cookieHeader } })
    .configureLogging(LogLevel.None);
  const connection = (statefulReconnect ? builder.withStatefulReconnect() : builder).build();
  const messages: Pushed[] = [];
  connection.on('message', (message: Pushed) => messages.push(message));
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  await connection.start();
  return { connection, messages, closed };
}

/** A hand-driven WebSocket on the hub: sends anything, records every frame it receives. */
export interface RawHub {
  socket: WebSocket;
  received: string[];
  /** The close code, once the socket has closed. */
  closed: Promise<number>;
  isClosed(): boolean;
}

/** The HTTP status of a refused upgrade. */
export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused: ${status}`);
  }
}

export async function negotiate(client: MockClient): Promise<string> {
  const reply = await client.post('/api/signalr/negotiate?negotiateVersion=1', undefined);
  return (reply.body as { connectionToken: string }).connectionToken;
}

/** Negotiates (unless given a token) and opens a raw socket, no handshake sent; rejects with UpgradeRefused. */
export async function openRawHub(
  baseUrl: string,
  client: MockClient,
  headers: Record<string, string> = {},
  negotiated?: string,
): Promise<RawHub> {
  const token = negotiated ?? (await negotiate(client));
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/signalr?id=${token}`, {
    headers: { cookie: client.cookieHeader, ...headers },
  });
  const received: string[] = [];
  let done = false;
  socket.on('message', (data) => received.push(data.toString()));
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      done = true;
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_req, res) => reject(new UpgradeRefused(res.statusCode ?? 0)));
    // A failed send or a reset ends the socket; `closed` reports it.
    socket.on('error', (error) => reject(error));
    socket.on('open', () => resolve({ socket, received, closed, isClosed: () => done }));
  });
}

/** The status of an upgrade: 101 when it opened (and is closed again at once). */
export async function upgradeStatus(
  baseUrl: string,
  client: MockClient,
  headers: Record<string, string> = {},
  negotiated?: string,
) {
  try {
    const hub = await openRawHub(baseUrl, client, headers, negotiated);
    hub.socket.close();
    return 101;
  } catch (error) {
    if (error instanceof UpgradeRefused) return error.status;
    throw error;
  }
}

export async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}
