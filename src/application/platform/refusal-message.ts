import { messageOf } from '../../domain/platform/error-catalogue';
import type { HttpResult } from '../../ports/http-client.port';

/**
 * The server's reason for a refused input (a 400's `Message`), to show next to the form; null for any other
 * failure, which the error catalogue has already told the user about.
 */
export function refusalMessage(result: HttpResult<unknown>): string | null {
  if (result.ok) return null;
  const { failure } = result;
  return failure.kind === 'status' && failure.status === 400 ? messageOf(failure.payload) : null;
}
