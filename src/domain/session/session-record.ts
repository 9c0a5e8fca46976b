/**
 * The local session record (platform spec §3) and the time-out rules of §4.
 * `ticks` is the moment (epoch milliseconds) the session was last started or extended.
 */
export interface SessionRecord {
  id: string;
  userId: number;
  minutes: number;
  ticks: number;
}

/** Where the browser's tabs share the record (local storage). */
export const SESSION_KEY = 'gridwork.session';
export const SESSION_WARNING_MINUTES = 10;
/** The spec's time-out notice (002 §8), word for word: the warning dialog shows it before the session ends. */
export const SESSION_TIMEOUT_NOTICE = 'for security purposes you will be logged out due to inactivity';
/** Ours: what the sign-in page says after the session has ended for inactivity (the notice speaks of the future). */
export const SIGNED_OUT_FOR_INACTIVITY = 'You have been signed out due to inactivity.';
const MINUTE = 60_000;

export function expiresAt(record: SessionRecord): number {
  return record.ticks + record.minutes * MINUTE;
}

/** The warning shows 10 minutes before expiry (at once for a session shorter than that). */
export function warningAt(record: SessionRecord): number {
  return Math.max(record.ticks, expiresAt(record) - SESSION_WARNING_MINUTES * MINUTE);
}

export type SessionPhase = 'active' | 'warning' | 'expired';

export function phaseAt(record: SessionRecord, now: number): SessionPhase {
  if (now >= expiresAt(record)) return 'expired';
  if (now >= warningAt(record)) return 'warning';
  return 'active';
}

/** What another tab's change to the shared record means for this tab. */
export type SessionChange = 'unchanged' | 'extended' | 'other-user' | 'removed' | 'signed-in';

/** `mine` null: this tab is signed out (it had a session, which ended); a record appearing is someone signing in. */
export function compareRecords(mine: SessionRecord | null, theirs: SessionRecord | null): SessionChange {
  if (theirs === null) return mine === null ? 'unchanged' : 'removed';
  if (mine === null) return 'signed-in';
  if (theirs.userId !== mine.userId) return 'other-user';
  if (theirs.ticks !== mine.ticks || theirs.minutes !== mine.minutes || theirs.id !== mine.id)
    return 'extended';
  return 'unchanged';
}

/** Reads a record from storage text; anything malformed counts as no record. */
export function parseSessionRecord(text: string | null): SessionRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SessionRecord>;
    if (
      typeof value.id === 'string' &&
      typeof value.userId === 'number' &&
      typeof value.minutes === 'number' &&
      typeof value.ticks === 'number' &&
      Number.isFinite(value.minutes) &&
      Number.isFinite(value.ticks)
    ) {
      return { id: value.id, userId: value.userId, minutes: value.minutes, ticks: value.ticks };
    }
  } catch {
    // fall through: malformed text is no record
  }
  return null;
}

/** Whether stored text holds a session that has not timed out at `now`. */
export function isLiveRecord(text: string | null, now: number): boolean {
  const record = parseSessionRecord(text);
  return record !== null && phaseAt(record, now) !== 'expired';
}
