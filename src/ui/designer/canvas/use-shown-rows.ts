import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';

/**
 * How many rows from the top it takes to cover `until` pixels of the canvas, counting at least `atLeast`
 * rows (all rows when they do not reach that far).
 */
export function rowsCovering(heights: readonly number[], until: number, atLeast = 0): number {
  let covered = 0;
  let count = 0;
  while (count < heights.length && (covered < until || count < atLeast)) covered += heights[count++];
  return count;
}

/** How far below the visible part of the canvas rows are drawn, in canvas heights (a quarter: the rows a wheel turn or two brings in). */
const AHEAD = 0.25;

/**
 * The designer's rows drawn so far (issue 11): the rows in view and a quarter screen beyond, then more as the canvas
 * scrolls near them, and the row the keyboard moves to. A drawn row stays drawn (its cells keep their focus,
 * their hover and the drag's measurements); the rows not reached yet are one block of their stored heights, so
 * the canvas scrolls as far as before. Where the browser cannot tell what is in view (no IntersectionObserver,
 * as in jsdom), or once `all` is asked (Recalculate Print Guides measures every row), every row is drawn.
 *
 * `heights` may run past the rows (a trailing row's height): only the first `rows` count. Returns how many rows to
 * draw, the ref for the block that stands for the rest, and that block's height (the rest's stored heights).
 */
export function useShownRows(
  canvasRef: RefObject<HTMLElement | null>,
  allHeights: readonly number[],
  rows: number,
  needRow: number | undefined,
  all: boolean,
): { count: number; pendingRef: RefObject<HTMLDivElement | null>; pendingHeight: number } {
  const heights = useMemo(() => allHeights.slice(0, rows), [allHeights, rows]);
  const [shown, setShown] = useState(() =>
    typeof IntersectionObserver === 'undefined'
      ? Infinity
      : rowsCovering(heights, (1 + AHEAD) * window.innerHeight),
  );
  // The keyboard's row (and a screen after it) is drawn before its cell takes the focus; set while rendering,
  // so the focus finds the cell in the same commit.
  if (all && shown !== Infinity) setShown(Infinity);
  else if (needRow !== undefined && needRow > shown)
    setShown(needRow + rowsCovering(heights.slice(needRow), window.innerHeight));
  const count = Math.min(shown, heights.length);
  const pendingRef = useRef<HTMLDivElement>(null);
  const heightsRef = useRef(heights);
  heightsRef.current = heights;
  const more = count < heights.length;
  const pendingHeight = useMemo(() => heights.slice(count).reduce((sum, h) => sum + h, 0), [heights, count]);
  useEffect(() => {
    const canvas = canvasRef.current;
    const pending = pendingRef.current;
    if (!more || !canvas || !pending) return;
    // Observed afresh after each step: the first answer says whether the block is still near the view (the
    // canvas was scrolled far down at once), and then the rows down to the view's bottom are drawn in one step.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const until = canvas.scrollTop + (1 + AHEAD) * (canvas.clientHeight || window.innerHeight);
        setShown((before) => {
          const next = rowsCovering(
            heightsRef.current,
            until,
            Math.min(before, heightsRef.current.length) + 1,
          );
          return next >= heightsRef.current.length ? Infinity : Math.max(before, next);
        });
      },
      { root: canvas, rootMargin: `0px 0px ${AHEAD * 100}% 0px` },
    );
    observer.observe(pending);
    return () => observer.disconnect();
  }, [canvasRef, count, more]);
  return { count, pendingRef, pendingHeight };
}
