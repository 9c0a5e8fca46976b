import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { signedIn, type Caller } from './auth';
import { HttpError, handle } from './http';
import { DEFAULT_MAX_RECORD_CHARS, HubProtocol, frame } from './hub-protocol';
import { originAllowed } from './origins';

/**
 * A minimal SignalR server: negotiate (version 1, WebSockets and text only), the JSON hub protocol, and stateful
 * reconnect: a connection whose socket drops without a close message is kept for RESUME_WINDOW_MS, the pushes of
 * that time are kept for it, and a socket opened again with its token gets them (docs/realtime.md).
 */
const HUB_PATH = '/api/signalr';
const NEGOTIATE_TTL_MS = 60_000;
/** Negotiated tokens a session may hold unused; older ones are dropped. */
const MAX_PENDING_PER_SESSION = 16;
/** Open sockets per session (every tab of a browser shares one); one more is refused with 429. */
export const MAX_SOCKETS_PER_SESSION = 32;
/**
 * Open sockets per user, over all their sessions: a person's browsers and devices together. Without it one account
 * signing in again and again held any number (issue 31: 500). Past it negotiate answers 429 with a message, and an
 * upgrade of a token negotiated before is refused with 429.
 */
export const MAX_SOCKETS_PER_USER = 40;
export const TOO_MANY_SOCKETS =
  'Too many live connections are open for this account. Close some tabs or windows and try again.';
/** How long a connection whose socket dropped waits for the client to open it again (stateful reconnect). */
export const RESUME_WINDOW_MS = 30_000;

interface Connection {
  connectionId: string;
  /** The token the client opens its socket with, again after a drop. */
  token: string;
  userId: number;
  sessionToken: string;
  negotiatedAt: number;
  protocol: HubProtocol;
  socket?: WebSocket;
  closing?: boolean;
  /** While the socket is down and the client may open it again: forgets the connection when the window ends. */
  resumeTimer?: NodeJS.Timeout;
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
  /**
   * Cuts the sockets of a user's connections as a network failure would (no close message), for the tests of
   * stateful reconnect (`POST /api/__mock/push` with `drop`); returns how many.
   */
  dropSockets(userId: number): number;
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
  /** How long a dropped socket of a stateful connection may be opened again. */
  resumeWindowMs: number;
}

export const DEFAULT_HUB_LIMITS: HubLimits = {
  maxMessageBytes: DEFAULT_MAX_RECORD_CHARS,
  maxRecordChars: DEFAULT_MAX_RECORD_CHARS,
  maxQueuedBytes: 1024 * 1024,
  handshakeTimeoutMs: 15_000,
  resumeWindowMs: RESUME_WINDOW_MS,
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
  /** Stateful connections whose socket dropped, by token, until they are opened again or their window ends. */
  const resumable = new Map<string, Connection>();
  const live = new Set<Connection>();
  /** Every connection with an open socket, closing ones included. */
  const attached = new Set<Connection>();
  const openOf = (match: (conn: Connection) => boolean) => [...attached].filter(match).length;
  const userFull = (userId: number) => openOf((conn) => conn.userId === userId) >= MAX_SOCKETS_PER_USER;

  /** Forgets a connection for good: it is neither live nor waiting to be opened again. */
  function forget(conn: Connection): void {
    conn.closing = true;
    live.delete(conn);
    clearTimeout(conn.resumeTimer);
    resumable.delete(conn.token);
  }

  function send(conn: Connection, text: string): void {
    const socket = conn.socket;
    if (!socket || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxQueuedBytes) {
      forget(conn);
      socket.terminate();
      return;
    }
    socket.send(text);
  }

  /** Ends a connection the SignalR way: a last frame (close message or handshake error), then the socket close. */
  function end(conn: Connection, lastFrame?: string): void {
    if (conn.closing) return;
    forget(conn);
    if (lastFrame) send(conn, lastFrame);
    conn.socket?.close(1000);
  }

  function pushTo(targets: Connection[], listener: string, data: unknown): number {
    const message = { type: 1, target: 'message', arguments: [{ Listener: listener, Data: data ?? null }] };
    for (const conn of targets) {
      // Kept for a resend when the connection is sequenced, and sent when its socket is open.
      const text = conn.protocol.outgoing(message);
      if (text === false) {
        // More than the client may have unacknowledged: it could not catch up, so it starts again.
        end(conn, conn.protocol.failure('Too many messages are waiting to be acknowledged.'));
        conn.socket?.terminate();
      } else send(conn, text);
    }
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
    const resumed = conn.protocol.handshaken;
    conn.socket = socket;
    clearTimeout(conn.resumeTimer);
    resumable.delete(conn.token);
    live.add(conn);
    attached.add(conn);
    const handshakeTimer = setTimeout(() => {
      if (!conn.protocol.handshaken) end(conn, conn.protocol.failure('Handshake was not received in time.'));
    }, limits.handshakeTimeoutMs);
    handshakeTimer.unref();
    // A socket opened again (stateful reconnect): no new handshake; the sequence message, then what was missed.
    if (resumed) conn.protocol.resume().forEach((text) => send(conn, text));
    socket.on('message', (data, isBinary) => {
      try {
        receive(conn, data, isBinary);
      } catch {
        // Nothing a client sends may end the process: a bug here costs this connection only.
        forget(conn);
        socket.terminate();
      }
    });
    const detach = () => {
      clearTimeout(handshakeTimer);
      // A socket replaced by a newer one of the same connection leaves the connection as it is.
      if (conn.socket !== socket) return;
      attached.delete(conn);
      conn.socket = undefined;
      // Dropped without a close message: a sequenced connection waits to be opened again, keeping its pushes.
      const waiting = [...resumable.values()];
      if (
        !conn.closing &&
        conn.protocol.sequenced &&
        !sessionEnded(conn) &&
        waiting.filter((other) => other.sessionToken === conn.sessionToken).length <
          MAX_SOCKETS_PER_SESSION &&
        waiting.filter((other) => other.userId === conn.userId).length < MAX_SOCKETS_PER_USER
      ) {
        resumable.set(conn.token, conn);
        conn.resumeTimer = setTimeout(() => forget(conn), limits.resumeWindowMs);
        conn.resumeTimer.unref();
      } else forget(conn);
    };
    socket.on('close', detach);
    // ws reports a frame past maxPayload, bad UTF-8 or a protocol violation here and closes the socket itself.
    socket.on('error', detach);
  }

  function dropOldPending(sessionToken: string, now: number): void {
    let count = 0;
    for (const [token, conn] of [...pending].reverse()) {
      const expired = now - conn.negotiatedAt > NEGOTIATE_TTL_MS;
      if (expired || (conn.sessionToken === sessionToken && ++count >= MAX_PENDING_PER_SESSION))
        pending.delete(token);
    }
  }

  const negotiate = handle((req, res) => {
    const { session, user } = signedIn(res);
    if (userFull(user.id)) throw new HttpError(429, TOO_MANY_SOCKETS);
    const now = Date.now();
    dropOldPending(session.token, now);
    const connectionToken = randomUUID();
    const connectionId = randomUUID();
    // The client asks for stateful reconnect with `useStatefulReconnect=true`; the answer says it is on.
    const statefulReconnect = req.query.useStatefulReconnect === 'true';
    pending.set(connectionToken, {
      connectionId,
      token: connectionToken,
      userId: user.id,
      sessionToken: session.token,
      negotiatedAt: now,
      protocol: new HubProtocol(limits.maxRecordChars, { statefulReconnect }),
    });
    res.json({
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      ...(statefulReconnect ? { useStatefulReconnect: true } : {}),
    });
  });

  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, upgraded: () => void): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== HUB_PATH) return reject(socket, 404, 'Not Found');
    if (!originAllowed(req.headers.origin, req.headers.host, options.allowedOrigins))
      return reject(socket, 403, 'Forbidden');
    const token = url.searchParams.get('id') ?? '';
    // A sequenced connection may also be opened again before its old socket was seen to drop (a half-open TCP
    // connection): the new socket takes over, and the old one is cut.
    const conn =
      pending.get(token) ??
      resumable.get(token) ??
      [...live].find((other) => other.token === token && other.protocol.sequenced && !other.closing);
    if (!conn) return reject(socket, 404, 'Not Found');
    const caller = options.callerOf(req.headers.cookie);
    if (!caller || caller.session.token !== conn.sessionToken) return reject(socket, 401, 'Unauthorized');
    // A socket opened again (stateful reconnect) replaces its own, so it is not counted against itself.
    const others = (other: Connection) => other !== conn;
    if (
      openOf((other) => others(other) && other.sessionToken === conn.sessionToken) >=
        MAX_SOCKETS_PER_SESSION ||
      openOf((other) => others(other) && other.userId === conn.userId) >= MAX_SOCKETS_PER_USER
    )
      return reject(socket, 429, 'Too Many Requests');
    pending.delete(token);
    wss.handleUpgrade(req, socket, head, (ws) => {
      upgraded();
      const replaced = conn.socket;
      attach(conn, ws);
      replaced?.terminate();
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
      return pushTo(
        ready().filter((conn) => userId === null || conn.userId === userId),
        listener,
        data,
      );
    },

    pushToSession(sessionToken, listener, data) {
      return pushTo(
        ready().filter((conn) => conn.sessionToken === sessionToken),
        listener,
        data,
      );
    },

    closeSession(sessionToken) {
      for (const [token, conn] of pending) if (conn.sessionToken === sessionToken) pending.delete(token);
      for (const conn of resumable.values()) if (conn.sessionToken === sessionToken) forget(conn);
      for (const conn of live)
        if (conn.sessionToken === sessionToken)
          end(conn, conn.protocol.handshaken ? frame({ type: 7, allowReconnect: false }) : undefined);
    },

    dropSockets(userId) {
      const dropped = [...attached].filter((conn) => conn.userId === userId && !conn.closing);
      dropped.forEach((conn) => conn.socket?.terminate());
      return dropped.length;
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
      resumable.forEach((conn) => clearTimeout(conn.resumeTimer));
      resumable.clear();
      wss.close();
    },
  };
}
