import type { Response } from 'express';

/**
 * Work a route does once its answer has left (issue 31, finding 8): sending mail, and whatever else would make the
 * answer take longer for some inputs than for others (an address that has an account, a share's real recipient).
 * The answer's time is then the same whichever way the input turns out, and a mail server that is slow or never
 * answers delays no one. It starts when the response is finished (or its connection closed), once; a failure is
 * logged, never thrown into a request.
 */
export function afterAnswer(
  res: Response,
  work: () => unknown,
  log: (...line: unknown[]) => void = console.error,
): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => log('[mock-server] work after an answer failed:', error));
  };
  res.once('finish', start);
  res.once('close', start);
}
