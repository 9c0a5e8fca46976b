import type { MockContext } from '../context';

/**
 * Ends a user's sessions (every browser they are signed in with), but `except` (the caller's own): each session's open
 * tabs first receive `listener` with `data` through the hub (the SPA signs out with its warning), then the session is
 * removed and its connections closed, so the next call of any of its tabs answers 401.
 */
export function endSessionsOf(
  ctx: Pick<MockContext, 'sessions' | 'hub'>,
  userId: number,
  listener: string,
  data: unknown,
  except?: string,
): number {
  const ended = ctx.sessions.forUser(userId).filter((session) => session.token !== except);
  for (const session of ended) {
    ctx.hub.pushToSession(session.token, listener, data);
    ctx.sessions.remove(session.token);
    ctx.hub.closeSession(session.token);
  }
  return ended.length;
}
