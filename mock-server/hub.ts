import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { WebSocketServer, type WebSocket } from 'ws';
import { signedIn, type Caller } from './auth';
import { handle } from './http';
import { HubProtocol, frame } from './hub-protocol';

/** A minimal SignalR server: negotiate (version 1, WebSockets and text only) and the JSON hub protocol. */
const HUB_PATH = '/api/signalr';
const NEGOTIATE_TTL_MS = 60_000;

interface Connection {
  connectionId: string;
  userId: number;
  sessionToken: string;
  negotiatedAt: number;
  protocol: HubProtocol;
  socket?: WebSocket;
}

export interface Hub {
  /** `POST /signalr/negotiate` (after the /api rewrite); 401 without a session. */
  negotiate: RequestHandler;
  /** Handles the HTTP server's `upgrade` event. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sends `message` with `{ Listener, Data }` to a user's connections (every user when null); returns how many. */
  push(userId: number | null, listener: string, data?: unknown): number;
  /** Closes the connections opened by a session (on sign-out). */
  closeSession(sessionToken: string): void;
  /** Groups joined by live connections of a user. */
  groupsOf(userId: number): string[];
  close(): void;
}

export interface HubOptions {
  /** The caller of a WebSocket upgrade, from its `Cookie` header. */
  callerOf(cookieHeader: string | undefined): Caller | undefined;
  pingIntervalMs?: number;
}

function reject(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function createHub(options: HubOptions): Hub {
  const wss = new WebSocketServer({ noServer: true });
  const pending = new Map<string, Connection>();
  const live = new Set<Connection>();
  const ready = () => [...live].filter((conn) => conn.protocol.handshaken);

  const ping = setInterval(
    () => ready().forEach((conn) => conn.socket?.send(frame({ type: 6 }))),
    options.pingIntervalMs ?? 15_000,
  );
  ping.unref();

  function attach(conn: Connection, socket: WebSocket): void {
    conn.socket = socket;
    live.add(conn);
    socket.on('message', (data) => {
      const reaction = conn.protocol.receive(data.toString());
      reaction.send.forEach((text) => socket.send(text));
      if (reaction.close) socket.close();
    });
    socket.on('close', () => live.delete(conn));
    socket.on('error', () => live.delete(conn));
  }

  const negotiate = handle((_req, res) => {
    const { session, user } = signedIn(res);
    const now = Date.now();
    for (const [token, conn] of pending)
      if (now - conn.negotiatedAt > NEGOTIATE_TTL_MS) pending.delete(token);
    const connectionToken = randomUUID();
    const connectionId = randomUUID();
    const protocol = new HubProtocol();
    pending.set(connectionToken, {
      connectionId,
      userId: user.id,
      sessionToken: session.token,
      negotiatedAt: now,
      protocol,
    });
    res.json({
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
  });

  return {
    negotiate,

    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== HUB_PATH) return reject(socket, 404, 'Not Found');
      const token = url.searchParams.get('id') ?? '';
      const conn = pending.get(token);
      if (!conn) return reject(socket, 404, 'Not Found');
      const caller = options.callerOf(req.headers.cookie);
      if (!caller || caller.session.token !== conn.sessionToken) return reject(socket, 401, 'Unauthorized');
      pending.delete(token);
      wss.handleUpgrade(req, socket, head, (ws) => attach(conn, ws));
    },

    push(userId, listener, data) {
      const targets = ready().filter((conn) => userId === null || conn.userId === userId);
      const message = frame({
        type: 1,
        target: 'message',
        arguments: [{ Listener: listener, Data: data ?? null }],
      });
      targets.forEach((conn) => conn.socket?.send(message));
      return targets.length;
    },

    closeSession(sessionToken) {
      for (const [token, conn] of pending) if (conn.sessionToken === sessionToken) pending.delete(token);
      for (const conn of live) {
        if (conn.sessionToken !== sessionToken) continue;
        conn.socket?.send(frame({ type: 7, allowReconnect: false }));
        conn.socket?.close(1000);
      }
    },

    groupsOf(userId) {
      const groups = [...live]
        .filter((conn) => conn.userId === userId)
        .flatMap((conn) => [...conn.protocol.groups]);
      return [...new Set(groups)];
    },

    close() {
      clearInterval(ping);
      live.forEach((conn) => conn.socket?.terminate());
      live.clear();
      pending.clear();
      wss.close();
    },
  };
}
