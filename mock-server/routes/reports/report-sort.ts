/**
 * The sort of a report's rows by the filter's SortColumn (docs/reports.md, "Running"): the order one stable sort by
 * `Intl.Collator('en', { numeric: true })` gives, worked out in slices so a run of 100,000 rows never holds the mock's
 * event loop for long (issue 36).
 *
 * Before, each comparison of two rows went through the collator: 100,000 names in mixed order took about 0.6 s of
 * CPU, and 40 distinct project names over 100,000 rows nearly as long. Now, by the keys (`sorted`): keys of one shape
 * (dates written alike) are compared by their characters, which orders them as the collator does; keys that repeat
 * are ranked once (each distinct key sorted once, keys the collator calls equal sharing a rank) and the rows sorted
 * by rank, a number; other keys are compared row against row with `compareKeys`, the collator's answer worked out
 * without it where its first level decides.
 */
import type { TimeSlicer } from '../../cabinet/time-slices';

export type KeyedRow = { raw: (string | null)[]; key: string };

const collator = new Intl.Collator('en', { numeric: true });

const isAsciiDigit = (code: number) => code >= 48 && code <= 57;
/** An ASCII letter's lower case, the collator's first-level weight for it; -1 for any other character. */
const asciiLetter = (code: number) =>
  code >= 65 && code <= 90 ? code + 32 : code >= 97 && code <= 122 ? code : -1;
/** Digits a run may have for the quick comparison (ICU compares runs of up to 254 digits by value). */
const QUICK_DIGITS = 200;

/**
 * `collator.compare`'s answer, worked out without it where its first level decides: the keys alike (the same
 * printable ASCII characters) up to a first difference between two ASCII letters of different case-free value (a
 * before b, whatever their case), or inside a run of ASCII digits whose values differ (numeric: 9 before 10). Any
 * other key goes to the collator. About a third of the collator's time on names; `report-sort.test.ts` checks the
 * answers against the collator's on random keys.
 */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  let i = 0;
  for (; i < n; i++) {
    const c = a.charCodeAt(i);
    if (c !== b.charCodeAt(i)) break;
    if (c < 0x20 || c > 0x7e) return collator.compare(a, b);
  }
  if (i === n) return collator.compare(a, b);
  const x = a.charCodeAt(i);
  const y = b.charCodeAt(i);
  const lx = asciiLetter(x);
  const ly = asciiLetter(y);
  if (lx >= 0 && ly >= 0) return lx !== ly ? lx - ly : collator.compare(a, b);
  if (!isAsciiDigit(x) || !isAsciiDigit(y)) return collator.compare(a, b);
  return compareDigitRuns(a, b, i);
}

/** The keys as their runs of digits through position `at` compare by value; the collator when the values are equal. */
function compareDigitRuns(a: string, b: string, at: number): number {
  let start = at;
  while (start > 0 && isAsciiDigit(a.charCodeAt(start - 1))) start--;
  let endA = at;
  while (endA < a.length && isAsciiDigit(a.charCodeAt(endA))) endA++;
  let endB = at;
  while (endB < b.length && isAsciiDigit(b.charCodeAt(endB))) endB++;
  // A run that goes on in a digit of another script, or too long a run: the collator knows.
  if (a.charCodeAt(endA) > 0x7e || b.charCodeAt(endB) > 0x7e) return collator.compare(a, b);
  if (endA - start > QUICK_DIGITS || endB - start > QUICK_DIGITS) return collator.compare(a, b);
  // The values: without their leading zeros, the longer is the greater, else the first digit that differs.
  let fromA = start;
  while (fromA < endA - 1 && a.charCodeAt(fromA) === 48) fromA++;
  let fromB = start;
  while (fromB < endB - 1 && b.charCodeAt(fromB) === 48) fromB++;
  if (endA - fromA !== endB - fromB) return endA - fromA - (endB - fromB);
  for (let k = 0; fromA + k < endA; k++) {
    const d = a.charCodeAt(fromA + k) - b.charCodeAt(fromB + k);
    if (d !== 0) return d;
  }
  return collator.compare(a, b);
}

/** Items sorted at once at most: a slice of the sort (some 10,000 comparisons). */
const SORTED_RUN = 1024;

type Compare<T> = (a: T, b: T) => number;

/** Two sorted runs as one, in slices; a tie keeps `a`'s item first (a stable sort's order). */
async function merged<T>(a: T[], b: T[], compare: Compare<T>, slicer: TimeSlicer): Promise<T[]> {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if ((out.length & (SORTED_RUN - 1)) === 0) await slicer.pause();
    out.push(compare(b[j]!, a[i]!) < 0 ? b[j++]! : a[i++]!);
  }
  for (; i < a.length; i++) out.push(a[i]!);
  for (; j < b.length; j++) out.push(b[j]!);
  return out;
}

/** `items` as a stable sort orders them: sorted in runs, then merged two by two, in slices. */
async function slicedSort<T>(items: readonly T[], compare: Compare<T>, slicer: TimeSlicer): Promise<T[]> {
  let runs: T[][] = [];
  for (let at = 0; at < items.length; at += SORTED_RUN) {
    await slicer.pause();
    runs.push(items.slice(at, at + SORTED_RUN).sort(compare));
  }
  while (runs.length > 1) {
    const next: T[][] = [];
    for (let k = 0; k < runs.length; k += 2)
      next.push(k + 1 < runs.length ? await merged(runs[k]!, runs[k + 1]!, compare, slicer) : runs[k]!);
    runs = next;
  }
  return runs[0] ?? [];
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Whether `a` and `b` have one shape: as long, with an ASCII digit where the other has one and the same character
 * everywhere else. Two such keys differ first inside a run of digits as long in both, so the collator's numeric
 * order (the run's value) is the order of their characters, and it calls no two different ones equal.
 */
function sameShape(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y && !(isDigit(x) && isDigit(y))) return false;
  }
  return true;
}

const byCharacters: Compare<string> = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Each distinct key's rank in the collator's order; keys it calls equal ("1" and "01") share one. */
async function ranksOf(distinct: readonly string[], slicer: TimeSlicer): Promise<Map<string, number>> {
  const order = await slicedSort(distinct, compareKeys, slicer);
  const ranks = new Map<string, number>();
  let rank = 0;
  for (let i = 0; i < order.length; i++) {
    if ((i & (SORTED_RUN - 1)) === 0) await slicer.pause();
    if (i > 0 && compareKeys(order[i - 1]!, order[i]!) !== 0) rank++;
    ranks.set(order[i]!, rank);
  }
  return ranks;
}

type RankedRow = { raw: (string | null)[]; rank: number };

const byRank: Compare<RankedRow> = (a, b) => a.rank - b.rank;
const byKey: Compare<KeyedRow> = (a, b) => compareKeys(a.key, b.key);
const byKeyCharacters: Compare<KeyedRow> = (a, b) => byCharacters(a.key, b.key);

/**
 * The rows sorted by their key, as one stable sort with the collator orders them (descending: that order reversed),
 * in slices. Keys of one shape are compared by their characters; keys that repeat (fewer distinct keys than half the
 * rows) are ranked once and the rows sorted by rank; all but distinct keys of several shapes (names) are compared
 * with the collator, row against row, as before.
 */
export async function sorted(
  rows: readonly KeyedRow[],
  desc: boolean,
  slicer: TimeSlicer,
): Promise<(string | null)[][]> {
  const distinct = [...new Set(rows.map((r) => r.key))];
  await slicer.pause();
  const first = distinct[0] ?? '';
  let all: { raw: (string | null)[] }[];
  if (distinct.every((key) => sameShape(first, key))) all = await slicedSort(rows, byKeyCharacters, slicer);
  else if (distinct.length * 2 > rows.length) all = await slicedSort(rows, byKey, slicer);
  else {
    const ranks = await ranksOf(distinct, slicer);
    const ranked = rows.map((r): RankedRow => ({ raw: r.raw, rank: ranks.get(r.key)! }));
    all = await slicedSort(ranked, byRank, slicer);
  }
  if (desc) all.reverse();
  return all.map((r) => r.raw);
}
