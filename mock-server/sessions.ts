import { randomBytes, randomUUID } from 'node:crypto';

/** A signed-in browser session: the HttpOnly cookie carries `token`, the readable one `xsrf`. */
export interface Session {
  token: string;
  xsrf: string;
  sessionId: string;
  userId: number;
  /** The current scope (team or 0 for the workspace). */
  scopeId: number;
  minutes: number;
  expiresAt: number;
}

const randomToken = () => randomBytes(24).toString('base64url');

/** In-memory sessions with a sliding expiry of `minutes` (kept in memory only: a restart signs everyone out). */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly now: () => number = Date.now) {}

  create(userId: number, scopeId: number, minutes: number): Session {
    const session: Session = {
      token: randomToken(),
      xsrf: randomToken(),
      sessionId: randomUUID(),
      userId,
      scopeId,
      minutes,
      expiresAt: this.now() + minutes * 60_000,
    };
    this.sessions.set(session.token, session);
    return session;
  }

  /** The live session of a token; an expired one is dropped. */
  get(token: string | undefined): Session | undefined {
    if (!token) return undefined;
    const session = this.sessions.get(token);
    if (session && session.expiresAt <= this.now()) {
      this.sessions.delete(token);
      return undefined;
    }
    return session;
  }

  /** Restarts the session's clock, optionally with a new length. */
  touch(session: Session, minutes = session.minutes): void {
    session.minutes = minutes;
    session.expiresAt = this.now() + minutes * 60_000;
  }

  forUser(userId: number): Session[] {
    return [...this.sessions.values()].filter((session) => session.userId === userId);
  }

  remove(token: string): void {
    this.sessions.delete(token);
  }

  clear(): void {
    this.sessions.clear();
  }
}
