import { UNEXPECTED_ERROR, messageOf, type RequestFailure } from '../../domain/platform/error-catalogue';

/** How a failed call of the shared form page reads: the link is gone (404), the access ended (401, 403), or else. */
export type ShareFailure =
  | { kind: 'link-gone' }
  | { kind: 'access-ended'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'aborted' };

export function shareFailureOf(failure: RequestFailure): ShareFailure {
  if (failure.kind === 'aborted') return { kind: 'aborted' };
  if (failure.kind === 'status' && failure.status === 404) return { kind: 'link-gone' };
  if (failure.kind === 'status' && (failure.status === 401 || failure.status === 403))
    return { kind: 'access-ended', message: messageOf(failure.payload) };
  return {
    kind: 'failed',
    message: failure.kind === 'status' ? messageOf(failure.payload) : UNEXPECTED_ERROR,
  };
}
