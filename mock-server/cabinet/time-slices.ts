/**
 * Long work in short slices (docs/cabinet.md, "Uploads"): the mock serves every caller from one event loop, so work
 * that grows with what a caller sent (the entries of a zip) gives the loop back often instead of holding it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** The longest stretch of synchronous work between two turns of the event loop. */
export const SLICE_MS = 10;

export class TimeSlicer {
  private since = performance.now();

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** Yields to the event loop once the current slice has run its time; cheap enough to call for every item. */
  async pause(): Promise<void> {
    if (performance.now() - this.since < this.sliceMs) return;
    await nextTurn();
    this.since = performance.now();
  }
}

/** Runs `work` for each item with at most `limit` running at once (thousands of renames, not all at the same time). */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
