import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { signedIn, type Caller } from './auth';
import { handle } from './http';
import { DEFAULT_MAX_RECORD_CHARS, HubProtocol, frame } from './hub-protocol';
import { originAllowed } from './origins';

/** A minimal SignalR server: negotiate (version 1, WebSockets and text only) and the JSON hub protocol. */
const HUB_PATH = '/api/signalr';
const NEGOTIATE_TTL_MS = 60_000;
/** Negotiated tokens a session may hold unused; older ones are dropped. */
const MAX_PENDING_PER_SESSION = 16;
/** Open sockets per session (every tab of a browser shares one); one more is refused with 429. */
export const MAX_SOCKETS_PER_SESSION = 32;

interface Connection {
  connectionId: string;
  userId: number;
  sessionToken: string;
  negotiatedAt: number;
  protocol: HubProtocol;
  socket?: WebSocket;
  closing?: boolean;
}

export interface Hub {
  /** `POST /signalr/negotiate` (after the /api rewrite); 401 without a session. */
  negotiate: RequestHandler;
  /** Handles the HTTP server's `upgrade` event. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sends `message` with `{ Listener, Data }` to a user's live connections (every user when null); returns how many. */
  push(userId: number | null, listener: string, data?: unknown): number;
  /** Sends `message` with `{ Listener, Data }` to the live connections of one session (one browser); returns how many. */
  pushToSession(sessionToken: string, listener: string, data?: unknown): number;
  /** Closes the connections opened by a session (on sign-out). */
  closeSession(sessionToken: string): void;
  /** Groups joined by live connections of a user. */
  groupsOf(userId: number): string[];
  close(): void;
}

/** Sizes and times that bound what one connection can cost. */
export interface HubLimits {
  /** Largest WebSocket message (ws `maxPayload`), in bytes; a larger one closes the socket (1009). */
  maxMessageBytes: number;
  /** Largest record, and largest unterminated record held while waiting for its \x1e, in characters. */
  maxRecordChars: number;
  /** Data queued for a client that does not read it; past this the socket is dropped. */
  maxQueuedBytes: number;
  /** Time from the upgrade to the handshake record. */
  handshakeTimeoutMs: number;
}

export const DEFAULT_HUB_LIMITS: HubLimits = {
  maxMessageBytes: DEFAULT_MAX_RECORD_CHARS,
  maxRecordChars: DEFAULT_MAX_RECORD_CHARS,
  maxQueuedBytes: 1024 * 1024,
  handshakeTimeoutMs: 15_000,
};

export interface HubOptions {
  /** The caller of a WebSocket upgrade, from its `Cookie` header. */
  callerOf(cookieHeader: string | undefined): Caller | undefined;
  /** Whether a session is still signed in and unexpired; a connection of an ended session is closed. */
  sessionLive(sessionToken: string): boolean;
  /** Origins allowed to open the WebSocket (see origins.ts; a request without `Origin` is allowed). */
  allowedOrigins: readonly string[];
  /** How often the hub pings its connections and closes those whose session ended. */
  pingIntervalMs?: number;
  limits?: Partial<HubLimits>;
}

function reject(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString();
  return Array.isArray(data) ? Buffer.concat(data).toString() : Buffer.from(data).toString();
}

export function createHub(options: HubOptions): Hub {
  const limits = { ...DEFAULT_HUB_LIMITS, ...options.limits };
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
  const pending = new Map<string, Connection>();
  const live = new Set<Connection>();
  /** Every connection with an open socket, closing ones included. */
  const attached = new Set<Connection>();

  function send(conn: Connection, text: string): void {
    const socket = conn.socket;
    if (!socket || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxQueuedBytes) {
      live.delete(conn);
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  /** Ends a connection the SignalR way: a last frame (close message or handshake error), then the socket close. */
  function end(conn: Connection, lastFrame?: string): void {
    if (conn.closing) return;
    conn.closing = true;
    live.delete(conn);
    if (lastFrame) send(conn, lastFrame);
    conn.socket?.close(1000);
  }

  function pushTo(targets: Connection[], listener: string, data: unknown): number {
    const message = frame({ type: 1, target: 'message', arguments: [{ Listener: listener, Data: data ?? null }] });
    targets.forEach((conn) => send(conn, message));
    return targets.length;
  }

  const sessionEnded = (conn: Connection) => !options.sessionLive(conn.sessionToken);
  const endSession = (conn: Connection) => end(conn, conn.protocol.failure('Your session has ended.'));

  /** Live, handshaken connections whose session is still on; the others are closed on the way. */
  function ready(): Connection[] {
    const result: Connection[] = [];
    for (const conn of live) {
      if (sessionEnded(conn)) endSession(conn);
      else if (conn.protocol.handshaken) result.push(conn);
    }
    return result;
  }

  const ping = setInterval(() => {
    const now = Date.now();
    for (const [token, conn] of pending)
      if (now - conn.negotiatedAt > NEGOTIATE_TTL_MS || sessionEnded(conn)) pending.delete(token);
    ready().forEach((conn) => send(conn, frame({ type: 6 })));
  }, options.pingIntervalMs ?? 15_000);
  ping.unref();

  function receive(conn: Connection, data: RawData, isBinary: boolean): void {
    if (conn.closing) return;
    if (sessionEnded(conn)) return endSession(conn);
    if (isBinary) return end(conn, conn.protocol.failure('Binary messages are not supported.'));
    const reaction = conn.protocol.receive(textOf(data));
    reaction.send.forEach((text) => send(conn, text));
    if (reaction.close) end(conn);
  }

  function attach(conn: Connection, socket: WebSocket): void {
    conn.socket = socket;
    live.add(conn);
    attached.add(conn);
    const handshakeTimer = setTimeout(() => {
      if (!conn.protocol.handshaken) end(conn, conn.protocol.failure('Handshake was not received in time.'));
    }, limits.handshakeTimeoutMs);
    handshakeTimer.unref();
    socket.on('message', (data, isBinary) => {
      try {
        receive(conn, data, isBinary);
      } catch {
        // Nothing a client sends may end the process: a bug here costs this connection only.
        live.delete(conn);
        socket.terminate();
      }
    });
    const forget = () => {
      clearTimeout(handshakeTimer);
      live.delete(conn);
      attached.delete(conn);
    };
    socket.on('close', forget);
    // ws reports a frame past maxPayload, bad UTF-8 or a protocol violation here and closes the socket itself.
    socket.on('error', forget);
  }

  function dropOldPending(sessionToken: string, now: number): void {
    let count = 0;
    for (const [token, conn] of [...pending].reverse()) {
      const expired = now - conn.negotiatedAt > NEGOTIATE_TTL_MS;
      if (expired || (conn.sessionToken === sessionToken && ++count >= MAX_PENDING_PER_SESSION))
        pending.delete(token);
    }
  }

  const negotiate = handle((_req, res) => {
    const { session, user } = signedIn(res);
    const now = Date.now();
    dropOldPending(session.token, now);
    const connectionToken = randomUUID();
    const connectionId = randomUUID();
    pending.set(connectionToken, {
      connectionId,
      userId: user.id,
      sessionToken: session.token,
      negotiatedAt: now,
      protocol: new HubProtocol(limits.maxRecordChars),
    });
    res.json({
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
  });

  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, upgraded: () => void): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== HUB_PATH) return reject(socket, 404, 'Not Found');
    if (!originAllowed(req.headers.origin, req.headers.host, options.allowedOrigins))
      return reject(socket, 403, 'Forbidden');
    const token = url.searchParams.get('id') ?? '';
    const conn = pending.get(token);
    if (!conn) return reject(socket, 404, 'Not Found');
    const caller = options.callerOf(req.headers.cookie);
    if (!caller || caller.session.token !== conn.sessionToken) return reject(socket, 401, 'Unauthorized');
    const open = [...attached].filter((other) => other.sessionToken === conn.sessionToken).length;
    if (open >= MAX_SOCKETS_PER_SESSION) return reject(socket, 429, 'Too Many Requests');
    pending.delete(token);
    wss.handleUpgrade(req, socket, head, (ws) => {
      upgraded();
      attach(conn, ws);
    });
  }

  return {
    negotiate,

    handleUpgrade(req, socket, head) {
      // After 'upgrade' Node leaves the socket without an error listener: a reset would crash the process.
      const onError = () => socket.destroy();
      socket.on('error', onError);
      try {
        upgrade(req, socket, head, () => socket.off('error', onError));
      } catch {
        socket.destroy();
      }
    },

    push(userId, listener, data) {
      return pushTo(ready().filter((conn) => userId === null || conn.userId === userId), listener, data);
    },

    pushToSession(sessionToken, listener, data) {
      return pushTo(ready().filter((conn) => conn.sessionToken === sessionToken), listener, data);
    },

    closeSession(sessionToken) {
      for (const [token, conn] of pending) if (conn.sessionToken === sessionToken) pending.delete(token);
      for (const conn of live)
        if (conn.sessionToken === sessionToken)
          end(conn, conn.protocol.handshaken ? frame({ type: 7, allowReconnect: false }) : undefined);
    },

    groupsOf(userId) {
      const groups = [...live]
        .filter((conn) => conn.userId === userId)
        .flatMap((conn) => [...conn.protocol.groups]);
      return [...new Set(groups)];
    },

    close() {
      clearInterval(ping);
      attached.forEach((conn) => conn.socket?.terminate());
      attached.clear();
      live.clear();
      pending.clear();
      wss.close();
    },
  };
}
