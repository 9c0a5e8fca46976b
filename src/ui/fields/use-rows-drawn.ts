import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** How far below the window the first render draws rows, in window heights. */
const FIRST_SCREENS = 1.25;

/** How many rows from the top cover `until` pixels by their stored heights (drawn rows are at least that high). */
function rowsCovering(heights: readonly number[], until: number): number {
  let covered = 0;
  let count = 0;
  while (count < heights.length && covered < until) covered += heights[count++];
  return count;
}

/**
 * The rows a field grid draws (issue 36): with `nearViewFirst`, the first render draws only the rows that cover
 * the window and a quarter more, and the rest follow right after that frame was painted, in one interruptible
 * render (a transition), so the page paints sooner and a keystroke meanwhile is not held up. Once they are in,
 * every row is in the document, so find-in-page and printing see them all; a print started before that draws them
 * at once (`beforeprint`). Where the browser cannot tell what is in view (no IntersectionObserver, as in jsdom), every
 * row is drawn at once. Returns how many rows to draw.
 */
export function useRowsDrawn(heights: readonly number[], nearViewFirst: boolean): number {
  const [count, setCount] = useState(() =>
    nearViewFirst && typeof IntersectionObserver !== 'undefined'
      ? rowsCovering(heights, FIRST_SCREENS * window.innerHeight)
      : Infinity,
  );
  const rest = count < heights.length;
  useEffect(() => {
    if (!rest) return;
    const all = () => setCount(Infinity);
    const printing = () => flushSync(all);
    window.addEventListener('beforeprint', printing);
    // The next frame's callback runs before its paint; the timer it sets runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(all), 0);
    });
    return () => {
      window.removeEventListener('beforeprint', printing);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rest]);
  return Math.min(count, heights.length);
}
