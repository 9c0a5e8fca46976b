/** Timing of the benchmarks: the median of several runs after warm-up (the one copy every bench imports). */

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The sample at or just above the p-th percentile (the nearest-rank method); NaN without samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs `fn` warmup + runs times; answers the median time of the measured runs in ms. `fn` is told its run: -1, -2, …
 * for the warm-up runs, 0, 1, … for the measured ones (a bench may alternate its inputs by it).
 */
export function measure(runs: number, warmup: number, fn: (run: number) => unknown): number {
  for (let i = 0; i < warmup; i++) fn(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(i);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** As `measure`, awaiting each run: the time of a run is until what `fn` answers has settled. */
export async function measureAsync(
  runs: number,
  warmup: number,
  fn: (run: number) => Promise<unknown> | unknown,
): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return median(samples);
}
