/**
 * Platform real-time events (platform spec §7) and what each means for the user.
 * Texts the specification quotes are used word for word; the others are our choice (docs/realtime.md).
 */
export const UPLOAD_FAILED = 'Your upload has failed.';
export const UPLOAD_SUCCEEDED = 'Your file(s) have been uploaded successfully.';
export const ACCOUNT_DEACTIVATED = 'Your account has been deactivated. Please contact your workspace administrator.';
export const LOGGED_OUT_REMOTELY = 'You have been logged out.';

export interface RealtimeMessage {
  Listener: string;
  Data?: unknown;
}

export type RealtimeReaction =
  | { type: 'logout'; warning: string; nextState: string | null }
  | { type: 'toast'; kind: 'success' | 'error' | 'info'; message: string }
  | { type: 'notification-count'; count: number }
  | { type: 'notifications-changed' }
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
      return Number.isFinite(count) && count >= 0 ? { type: 'notification-count', count } : { type: 'notifications-changed' };
    }
    case 'userNotification':
    case 'deleteAllUserNotifications':
    case 'markAllUserNotificationsRead':
    case 'teamUserInviteProcessed':
    case 'workspaceAdminInviteProcessed':
      return { type: 'notifications-changed' };
    default:
      return { type: 'ignore' };
  }
}
