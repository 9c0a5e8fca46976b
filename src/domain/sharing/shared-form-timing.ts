import { RESET_WARNING_MS, SHARED_FORM_RESET_MS } from './sharing-rules';

/** When the shared form page, opened at `openedAt`, warns about unsaved entries and returns to its start (spec §4). */
export function resetSchedule(openedAt: number): { warnAt: number; resetAt: number } {
  const resetAt = openedAt + SHARED_FORM_RESET_MS;
  return { warnAt: resetAt - RESET_WARNING_MS, resetAt };
}

/** "10 minutes", "1 minute", "45 seconds": how long something lasts, for people. */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
