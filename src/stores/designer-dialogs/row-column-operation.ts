import { UNEXPECTED_ERROR } from '../../domain/platform/error-catalogue';

/**
 * Runs a Duplicate or Remove Row or Column operation and returns the error strings the dialog lists:
 * the operation's own, or "Unexpected error" when it failed without any.
 */
export async function operationErrors<T>(
  run: (request: T) => Promise<string[]>,
  request: T,
): Promise<string[]> {
  try {
    return await run(request);
  } catch {
    return [UNEXPECTED_ERROR];
  }
}
