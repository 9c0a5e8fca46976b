import { USER_ACCESS_CHANGED } from '../../../src/domain/platform/realtime-events';
import type { MockContext } from '../../context';

/**
 * Tells the open tabs of users whose account type, roles, teams or role rights an administrator changed
 * (`userAccessChanged`, ours: docs/realtime.md); each reads who it is again, so menus and guards follow at once.
 */
export function tellAccessChanged(ctx: Pick<MockContext, 'hub'>, userIds: Iterable<number>): void {
  for (const userId of new Set(userIds)) ctx.hub.push(userId, USER_ACCESS_CHANGED, { UserId: userId });
}
