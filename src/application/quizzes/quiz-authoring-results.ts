import { messageOf } from '../../domain/platform/error-catalogue';
import type { HttpResult } from '../../ports/http-client.port';
import { refusalMessage } from '../platform/refusal-message';

/**
 * A page's first read: the data, not there (404: no such quiz, or another workspace's), or failed with the reason to
 * show (the server's 403 to a workspace user who does not manage the quiz says who to ask).
 */
export type Loaded<T> =
  { kind: 'ready'; data: T } | { kind: 'not-found' } | { kind: 'failed'; message: string };

/** A save: done, or refused with the reason to show beside what was typed (which stays as typed). */
export type Saved<T> = { ok: true; data: T } | { ok: false; message: string };

export const NOT_SAVED = 'The change could not be saved. Check your connection and try again.';

export function loaded<T>(result: HttpResult<T>): Loaded<T> {
  if (result.ok) return { kind: 'ready', data: result.data };
  const { failure } = result;
  if (failure.kind === 'status' && failure.status === 404) return { kind: 'not-found' };
  if (failure.kind === 'status') return { kind: 'failed', message: messageOf(failure.payload) };
  return { kind: 'failed', message: 'It could not be loaded. Check your connection and try again.' };
}

export function saved<T>(result: HttpResult<T>): Saved<T> {
  if (result.ok) return { ok: true, data: result.data };
  const { failure } = result;
  if (failure.kind === 'status' && failure.status === 404)
    return { ok: false, message: 'This quiz no longer exists, or you no longer manage it.' };
  if (failure.kind === 'status' && failure.status === 403)
    return { ok: false, message: messageOf(failure.payload) };
  return { ok: false, message: refusalMessage(result) ?? NOT_SAVED };
}
