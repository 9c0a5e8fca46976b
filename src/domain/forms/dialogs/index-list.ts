/**
 * The Remove Row or Column dialog's index list: comma-separated numbers and ranges a-b ("1,3-5").
 * A range whose start is after its end is ignored (section 5).
 */

/** Indices above this are never expanded, so "1-99999999999" cannot build a huge list. */
export const MAX_GRID_INDEX = 100_000;

export interface IndexListAnalysis {
  /** The valid indices, ascending, without repeats. */
  readonly indices: number[];
  /** Some number or range bound lies outside 1..count. */
  readonly outOfRange: boolean;
  /** Some entry is neither a number nor a range. */
  readonly malformed: boolean;
}

const NUMBER = /^\d+$/;
const RANGE = /^(\d+)\s*-\s*(\d+)$/;

/** Reads an index list against a row or column count. Empty entries ("1,,2", a trailing comma) are skipped. */
export function analyzeIndexList(
  text: string | null | undefined,
  count: number = MAX_GRID_INDEX,
): IndexListAnalysis {
  const max = Math.min(Number.isFinite(count) ? Math.trunc(count) : MAX_GRID_INDEX, MAX_GRID_INDEX);
  const found = new Set<number>();
  let outOfRange = false;
  let malformed = false;
  const inRange = (n: number) => n >= 1 && n <= max;
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const range = RANGE.exec(entry);
    if (NUMBER.test(entry)) {
      const n = Number(entry);
      if (inRange(n)) found.add(n);
      else outOfRange = true;
    } else if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (from > to) continue;
      if (!inRange(from) || !inRange(to)) outOfRange = true;
      else for (let n = from; n <= to; n += 1) found.add(n);
    } else {
      malformed = true;
    }
  }
  return { indices: [...found].sort((a, b) => a - b), outOfRange, malformed };
}

/** The valid indices of a list ("1,3-5" -> [1, 3, 4, 5]), within 1..count when a count is given. */
export function parseIndexList(text: string | null | undefined, count?: number): number[] {
  return analyzeIndexList(text, count).indices;
}
