import { messageOf } from '../../domain/platform/error-catalogue';
import type { HttpResult } from '../../ports/http-client.port';

/** What a cabinet screen shows of a refused call: a 400's or 403's own Message (the global catalogue shows the rest). */
export function refusalOf(result: HttpResult<unknown>): string | null {
  if (result.ok) return null;
  const { failure } = result;
  return failure.kind === 'status' && (failure.status === 400 || failure.status === 404)
    ? messageOf(failure.payload)
    : null;
}

export type Done<T> = { ok: true; value: T } | { ok: false; message: string | null };

export function doneOf<T>(result: HttpResult<T>): Done<T> {
  return result.ok ? { ok: true, value: result.data } : { ok: false, message: refusalOf(result) };
}
