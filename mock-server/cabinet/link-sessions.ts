/**
 * Direct-link visitors (docs/cabinet.md, "Direct links"). Opening /link/{Hash}/{RecordId} calls the login by direct
 * share, which sets the HttpOnly cookie `gw_link`: a random token naming the links this browser has opened (at most
 * 20, for 8 hours). The direct pages' calls send it; every call checks again that the link is still live, so a
 * revoked link stops working at once. The token is no session: it opens the shared items and nothing else.
 */
import { randomBytes } from 'node:crypto';

export const LINK_COOKIE = 'gw_link';
const MAX_LINKS = 20;
export const LINK_TTL_MS = 8 * 60 * 60 * 1000;
const MAX_TOKENS = 10_000;

interface LinkSession {
  recordIds: number[];
  expires: number;
}

export class LinkSessions {
  private readonly sessions = new Map<string, LinkSession>();

  /** Adds a link to the browser's token (a new token when it has none or an expired one); returns the token. */
  open(token: string | undefined, recordId: number, now: number): string {
    const current = token ? this.live(token, now) : undefined;
    if (current && token) {
      current.recordIds = [recordId, ...current.recordIds.filter((id) => id !== recordId)].slice(
        0,
        MAX_LINKS,
      );
      current.expires = now + LINK_TTL_MS;
      return token;
    }
    if (this.sessions.size >= MAX_TOKENS) this.forgetExpired(now);
    if (this.sessions.size >= MAX_TOKENS) this.sessions.delete(this.sessions.keys().next().value!);
    const fresh = randomBytes(24).toString('base64url');
    this.sessions.set(fresh, { recordIds: [recordId], expires: now + LINK_TTL_MS });
    return fresh;
  }

  /** The links a token has opened, most recent first (none for an unknown or expired token). */
  recordIds(token: string | undefined, now: number): number[] {
    return token ? (this.live(token, now)?.recordIds ?? []) : [];
  }

  private live(token: string, now: number): LinkSession | undefined {
    const session = this.sessions.get(token);
    if (session && session.expires <= now) this.sessions.delete(token);
    return session && session.expires > now ? session : undefined;
  }

  private forgetExpired(now: number): void {
    for (const [token, session] of this.sessions) if (session.expires <= now) this.sessions.delete(token);
  }

  clear(): void {
    this.sessions.clear();
  }
}
