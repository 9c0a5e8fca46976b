/**
 * The global error catalogue (platform spec §8) as a pure decision: what a failed or warned
 * response means for the user. The application layer carries the reactions out.
 */
export const UNEXPECTED_ERROR = 'Unexpected error';
export const RESOURCE_UNAVAILABLE = "The user or the resource that you're trying to reach is unavailable!";

/** Error payload of a failed response (platform spec §3). */
export interface ErrorPayload {
  Message?: string;
  message?: string;
  ScopeId?: number;
  IsDeleted?: boolean;
  IsLocked?: boolean;
  WorkspaceId?: number;
  WorkspaceName?: string;
  IsAdmin?: boolean;
  /** A site account none of whose sites lets it in now (issue 33): the account-not-active page. */
  IsSiteNotActive?: boolean;
}

export type RequestFailure =
  | { kind: 'status'; status: number; payload: ErrorPayload }
  | { kind: 'aborted' }
  | { kind: 'network'; detail: string }
  /** A response whose body does not have the shape the call expects. */
  | { kind: 'invalid-response'; status: number; detail: string };

export interface UnlockRequest {
  workspaceId: number | null;
  workspaceName: string;
  isAdmin: boolean;
}

export type ErrorReaction =
  | { type: 'site-unauthorised' }
  /** A site account whose sites all closed (deactivated, ended): signed out, to /site/account-not-active. */
  | { type: 'site-not-active' }
  | { type: 'unauthorised' }
  | { type: 'quota-reached'; message: string }
  | { type: 'account-deleted'; scopeId: number | null; message: string }
  | { type: 'unlock'; unlock: UnlockRequest }
  | { type: 'forbidden'; goTo403: boolean; message: string }
  | { type: 'not-acceptable'; message: string }
  | { type: 'general-error'; message: string }
  | { type: 'ignore' };

export interface FailureContext {
  /** The user is on an external site (site or individual-access user). */
  onExternalSite: boolean;
  /** The current page is a workspace-management page, where a 403 stays on the page. */
  onWorkspacePage: boolean;
}

/** The server's message, or "Unexpected error". */
export function messageOf(payload: ErrorPayload | undefined): string {
  const text = payload?.Message ?? payload?.message;
  return typeof text === 'string' && text.trim() !== '' ? text : UNEXPECTED_ERROR;
}

export function reactionTo(failure: RequestFailure, context: FailureContext): ErrorReaction {
  if (failure.kind === 'aborted') return { type: 'ignore' };
  if (failure.kind === 'network' || failure.kind === 'invalid-response') {
    return { type: 'general-error', message: UNEXPECTED_ERROR };
  }
  const { status, payload } = failure;
  switch (status) {
    case 401:
      return context.onExternalSite ? { type: 'site-unauthorised' } : { type: 'unauthorised' };
    case 402:
      return { type: 'quota-reached', message: messageOf(payload) };
    case 403:
      if (payload.IsDeleted) {
        return { type: 'account-deleted', scopeId: payload.ScopeId ?? null, message: RESOURCE_UNAVAILABLE };
      }
      if (payload.IsSiteNotActive === true && context.onExternalSite) return { type: 'site-not-active' };
      if (payload.IsLocked) {
        return {
          type: 'unlock',
          unlock: {
            workspaceId: payload.WorkspaceId ?? null,
            workspaceName: payload.WorkspaceName ?? '',
            isAdmin: payload.IsAdmin === true,
          },
        };
      }
      return { type: 'forbidden', goTo403: !context.onWorkspacePage, message: messageOf(payload) };
    case 406:
      return { type: 'not-acceptable', message: messageOf(payload) };
    case 409:
      return { type: 'ignore' };
    default:
      return { type: 'general-error', message: messageOf(payload) };
  }
}

/** A 200 response flagged IsWarning carries a warning message. */
export function warningOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { IsWarning?: unknown; Message?: unknown; message?: unknown };
  if (record.IsWarning !== true) return null;
  const text = record.Message ?? record.message;
  return typeof text === 'string' && text !== '' ? text : UNEXPECTED_ERROR;
}

/** Error and warning toasts appear after this delay (platform spec §8). */
export const TOAST_DELAY_MS = 10;
