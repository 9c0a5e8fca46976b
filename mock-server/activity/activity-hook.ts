import type { RequestHandler, Response } from 'express';
import type { UserRecord } from '../../fixtures/types';
import { MAX_ACTIVITY_ENTRIES, type ActivityArea } from '../../src/domain/admin/activity.entity';
import { callerOf } from '../auth';
import type { MockClock } from '../mock-clock';
import type { Store } from '../store';
import { DESCRIBERS, NOT_LOGGED, describePath, type Described, type Describer } from './activity-describers';

/** What a route may say itself (`res.locals.activity`): for calls whose actor has no session yet or any more. */
export interface ActivityNote {
  user: UserRecord;
  area: ActivityArea;
  action: string;
}

const lower = (path: string) => path.toLowerCase().replace(/\/+$/, '');
/** Express matches routes without regard to case: so does the log. */
const DESCRIBED = new Map<string, Describer>(Object.entries(DESCRIBERS).map(([path, d]) => [lower(path), d]));
const IGNORED = new Set([...NOT_LOGGED].map(lower));
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * The activity log's writer (issue 17): one small hook before the routes, so that every change the server accepts is
 * logged without a line in each route, including those of areas added later. A call that is not a read and answers
 * 2xx with JSON gets an entry (who, when, the area, a sentence from activity-describers.ts or from its path) in the
 * caller's workspace; refused and failed calls change nothing and are not logged. The actor's `lastActiveOn` follows.
 */
export function activityHook(store: Store, clock: MockClock): RequestHandler {
  return (req, res, next) => {
    const path = lower(req.path);
    if (READS.has(req.method) || IGNORED.has(path)) return next();
    const describer = DESCRIBED.get(path);
    const body =
      typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)
        ? (req.body as Record<string, unknown>)
        : {};
    let found: unknown;
    try {
      found = describer?.before?.(body, store);
    } catch {
      found = undefined;
    }
    const caller = callerOf(res);
    const json = res.json.bind(res);
    res.json = (answer: unknown) => {
      if (res.statusCode < 300) {
        try {
          const described = describer
            ? describer.after({ req, body, answer, store, found })
            : describePath(req.path, req.get('X-HTTP-Method'));
          write(store, clock, res, described, caller?.user ?? userOfAnswer(store, answer));
        } catch (error) {
          // The log never costs the caller their change.
          console.error('[mock-server] activity log:', error);
        }
      }
      return json(answer);
    };
    next();
  };
}

/** Sign-in answers the current user: the session did not exist when the call came in. */
function userOfAnswer(store: Store, answer: unknown): UserRecord | undefined {
  const id =
    typeof answer === 'object' && answer !== null ? (answer as { userId?: unknown }).userId : undefined;
  return typeof id === 'number' ? store.userById(id) : undefined;
}

/** Logs what a route did after its answer left (after-answer.ts), where the hook no longer sees it. */
export function logActivity(store: Store, clock: MockClock, note: ActivityNote): void {
  const { user } = note;
  const who = { workspaceId: user.workspaceId, userId: user.id, userName: nameOf(user) };
  recordActivity(store, clock, who, note, user);
}

function write(
  store: Store,
  clock: MockClock,
  res: Response,
  described: Described | null,
  caller: UserRecord | undefined,
): void {
  const note = res.locals.activity as ActivityNote | undefined;
  const user = note?.user ?? caller;
  const who =
    described?.who ??
    (user ? { workspaceId: user.workspaceId, userId: user.id, userName: nameOf(user) } : undefined);
  const what = note ?? described;
  if (!who || !what) return;
  recordActivity(store, clock, who, what, user);
}

/**
 * Writes one entry in `who`'s workspace, keeping the latest MAX_ACTIVITY_ENTRIES there; the actor's `lastActiveOn`
 * follows when given. The hook's writer, and that of work which ends after its call answered (an unpacked zip is
 * written when it was unpacked: docs/administration.md, "Activity log").
 */
export function recordActivity(
  store: Store,
  clock: MockClock,
  who: NonNullable<Described['who']>,
  what: { area: ActivityArea; action: string; siteId?: number },
  actor?: UserRecord,
): void {
  const now = new Date(clock.now()).toISOString();
  const log = store.data.activity;
  log.push({
    ActivityId: store.nextId(log, (e) => e.ActivityId),
    OccurredOn: now,
    UserId: who.userId,
    UserName: who.userName,
    Area: what.area,
    Action: what.action,
    ...(what.siteId === undefined ? {} : { SiteId: what.siteId }),
    workspaceId: who.workspaceId,
  });
  const mine = log.filter((e) => e.workspaceId === who.workspaceId);
  if (mine.length > MAX_ACTIVITY_ENTRIES) {
    const dropped = new Set(mine.slice(0, mine.length - MAX_ACTIVITY_ENTRIES));
    store.data.activity = log.filter((e) => !dropped.has(e));
  }
  if (actor && who.userId === actor.id) actor.lastActiveOn = now;
  store.save();
}

/** An entry by a member of the workspace, written outside a request (the actor's `lastActiveOn` stays). */
export function recordMemberActivity(
  store: Store,
  clock: MockClock,
  user: UserRecord,
  area: ActivityArea,
  action: string,
): void {
  recordActivity(
    store,
    clock,
    { workspaceId: user.workspaceId, userId: user.id, userName: nameOf(user) },
    { area, action },
  );
}
