/**
 * Platform real-time events (platform spec §7) and what each means for the user.
 * Texts the specification quotes are used word for word; the others are our choice (docs/realtime.md).
 */
export const UPLOAD_FAILED = 'Your upload has failed.';
export const UPLOAD_SUCCEEDED = 'Your file(s) have been uploaded successfully.';
export const ACCOUNT_DEACTIVATED =
  'Your account has been deactivated. Please contact your workspace administrator.';
export const LOGGED_OUT_REMOTELY = 'You have been logged out.';
/** Ours (spec: "handling not shown"): an invitation the user sent was accepted; the name, or the address, when the event carries one. */
export const INVITATION_ACCEPTED = (who: string) => `${who} accepted your invitation.`;
export const SOME_INVITATION_ACCEPTED = 'An invitation you sent was accepted.';
/**
 * Ours (the spec names no such event): an administrator changed the user's account type, roles or teams, or a
 * role the user holds; their open tabs reload who they are, so menus, pages and actions follow at once.
 */
export const USER_ACCESS_CHANGED = 'userAccessChanged';
export const ACCESS_CHANGED = 'An administrator changed your access: what you can see and do is up to date.';

export interface RealtimeMessage {
  Listener: string;
  Data?: unknown;
}

export type RealtimeReaction =
  | { type: 'logout'; warning: string; nextState: string | null }
  | { type: 'toast'; kind: 'success' | 'error' | 'info'; message: string }
  | { type: 'notification-count'; count: number }
  | { type: 'notifications-changed' }
  /** An invitation was accepted: a toast, and the notifications (and any open Users screen) refresh. */
  | { type: 'invitation-accepted'; message: string }
  /** An administrator answered the user's team request (issue 35): a toast, and the notifications refresh. */
  | { type: 'request-answered'; kind: 'success' | 'info'; message: string }
  /** The user's access changed: who they are is read again, and they are told. */
  | { type: 'access-changed'; message: string }
  | { type: 'ignore' };

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

export function reactionToRealtime(message: RealtimeMessage): RealtimeReaction {
  const { Listener, Data } = message;
  switch (Listener) {
    case 'userDeactivatedFromAdminSite':
      return { type: 'logout', warning: ACCOUNT_DEACTIVATED, nextState: null };
    case 'userLoggedOut': {
      const text = field(Data, 'LogoutMessage');
      const next = field(Data, 'NextState');
      return {
        type: 'logout',
        warning: typeof text === 'string' && text !== '' ? text : LOGGED_OUT_REMOTELY,
        nextState: typeof next === 'string' ? next : null,
      };
    }
    case 'zipUploadDone':
      return field(Data, 'IsSuccess') === true
        ? { type: 'toast', kind: 'success', message: UPLOAD_SUCCEEDED }
        : { type: 'toast', kind: 'error', message: UPLOAD_FAILED };
    case 'downloadCompleted': {
      const error = field(Data, 'ErrorMessage');
      return typeof error === 'string' && error !== ''
        ? { type: 'toast', kind: 'error', message: error }
        : { type: 'ignore' };
    }
    case 'notificationCountUpdate': {
      const count = Number(field(Data, 'Count') ?? Data);
      return Number.isFinite(count) && count >= 0
        ? { type: 'notification-count', count }
        : { type: 'notifications-changed' };
    }
    case 'userNotification':
    case 'deleteAllUserNotifications':
    case 'markAllUserNotificationsRead':
      return { type: 'notifications-changed' };
    case 'teamUserInviteProcessed':
    case 'workspaceAdminInviteProcessed': {
      const outcome = field(Data, 'Outcome');
      const text = field(Data, 'Message');
      // Ours (issue 35): the same events tell the one who asked for a team change that an administrator answered.
      if (
        (outcome === 'Approved' || outcome === 'Declined') &&
        typeof text === 'string' &&
        text.trim() !== ''
      )
        return {
          type: 'request-answered',
          kind: outcome === 'Approved' ? 'success' : 'info',
          message: text.slice(0, 700),
        };
      const who = [field(Data, 'Name'), field(Data, 'Email')].find(
        (v): v is string => typeof v === 'string' && v.trim() !== '',
      );
      return {
        type: 'invitation-accepted',
        message: who ? INVITATION_ACCEPTED(who.slice(0, 200)) : SOME_INVITATION_ACCEPTED,
      };
    }
    case USER_ACCESS_CHANGED:
      return { type: 'access-changed', message: ACCESS_CHANGED };
    default:
      return { type: 'ignore' };
  }
}
