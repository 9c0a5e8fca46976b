import { useEffect } from 'react';

/**
 * How long after its first commit the app waits at most for that frame's paint: a tab opened in the background
 * paints nothing (no animation frames) until it is shown, and what waits for the paint must not wait that long.
 */
export const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Calls `then` once the next frame has been painted: an animation frame's callback runs before that frame's paint,
 * a task queued from it runs after. In a tab that paints nothing, `wait` ms later.
 */
export function afterNextPaint(then: () => void, wait = FIRST_PAINT_WAIT_MS): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, wait);
}

/**
 * The app's first paint, for work that must not delay it (the SignalR hub's start, ui/main.tsx): `painted` settles
 * once the `Signal`, rendered beside the app, has been committed and a frame painted after that commit.
 */
export function firstPaintSignal(wait = FIRST_PAINT_WAIT_MS): { painted: Promise<void>; Signal: () => null } {
  let report: () => void = () => undefined;
  const painted = new Promise<void>((resolve) => (report = resolve));
  function Signal(): null {
    // Passive effects run after the commit; the frame that shows it is painted before the task afterNextPaint queues.
    useEffect(() => afterNextPaint(report, wait), []);
    return null;
  }
  return { painted, Signal };
}

/**
 * The page drawn, for work that must not delay it: after the app's first paint, once `idle` settles (the page's own
 * calls answered; ui/main.tsx, at most its own wait), and after the frame that follows. On a page load the first
 * paint may be the shell with the page's loading screen, its data still on the way.
 */
export function afterPageShown(painted: Promise<void>, idle: () => Promise<unknown>): Promise<void> {
  return painted
    .then(idle)
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => afterNextPaint(resolve)));
}
