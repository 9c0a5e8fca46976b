import { UNEXPECTED_ERROR, messageOf, type RequestFailure } from '../../domain/platform/error-catalogue';

/** A refusal as a form shows it: next to a field when the server named one ("NewPassword: …"), else above the form. */
export interface ServerProblem {
  field: string | null;
  message: string;
}

const NAMED = /^([A-Za-z][A-Za-z0-9]*): (.+)$/s;

/** What to show for a failed call a page handles in place (calls made with `skipErrorHandling`). */
export function serverProblemOf(failure: RequestFailure): ServerProblem | null {
  if (failure.kind === 'aborted') return null;
  if (failure.kind !== 'status') return { field: null, message: UNEXPECTED_ERROR };
  const message = messageOf(failure.payload);
  const named = failure.status === 400 ? NAMED.exec(message) : null;
  return named ? { field: named[1]!, message: named[2]! } : { field: null, message };
}
