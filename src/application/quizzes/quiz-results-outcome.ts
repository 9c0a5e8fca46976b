import type { RequestFailure } from '../../domain/platform/error-catalogue';
import type { HttpResult } from '../../ports/http-client.port';

/** Ours: what a person who does not manage the quiz (or follows a stale link) sees on a results page. */
export const RESULTS_REFUSED =
  'These results are for those who manage the quiz. Ask its creator or an administrator for manage rights.';
export const RESULTS_FAILED = 'The results could not be loaded. Check your connection and try again.';

export type ResultsOutcome<T> =
  | { kind: 'done'; data: T }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'aborted' };

const messageOf = (failure: RequestFailure): string | null => {
  if (failure.kind !== 'status') return null;
  const text = failure.payload.Message ?? failure.payload.message;
  return typeof text === 'string' && text !== '' ? text : null;
};

/**
 * A results call's answer as the page reads it: a manager-only refusal (403, or 404 for a quiz of another workspace
 * or a removed attempt) says so plainly; a refused write (400, 409) carries the server's reason.
 */
export function outcomeOf<T>(result: HttpResult<T>): ResultsOutcome<T> {
  if (result.ok) return { kind: 'done', data: result.data };
  const { failure } = result;
  if (failure.kind === 'aborted') return { kind: 'aborted' };
  if (failure.kind === 'status' && (failure.status === 403 || failure.status === 404))
    return { kind: 'refused', message: RESULTS_REFUSED };
  if (failure.kind === 'status' && (failure.status === 400 || failure.status === 409))
    return { kind: 'failed', message: messageOf(failure) ?? RESULTS_FAILED };
  return { kind: 'failed', message: RESULTS_FAILED };
}
