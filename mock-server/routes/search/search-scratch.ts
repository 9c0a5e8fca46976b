/**
 * Per-document working arrays for `ranked-search.ts`, kept from one search to the next (searches run one at a time),
 * so a search allocates and clears none. Marks are numbers above `base`: a mark at or below it is an earlier
 * search's, so nothing needs clearing.
 */
const MARK_MAX = 0xffff_fff0;

export class SearchScratch {
  /** Per slot: how many query words a document has matched so far, as `base + words`. */
  count = new Uint32Array(0);
  /** Per slot: the query word (`base + 1 + index`) whose sum `own` holds. */
  seen = new Uint32Array(0);
  own = new Float64Array(0);
  total = new Float64Array(0);
  first = new Int32Array(0);
  /** Per slot: 1 + its rank among the best, 0 otherwise (put back to 0 after use). */
  rankOf = new Int32Array(0);
  base = 0;
  private top = 0;

  /** Makes room for `size` documents and `words` new marks. */
  begin(size: number, words: number): void {
    if (this.count.length < size) {
      const length = Math.max(size, Math.ceil(this.count.length * 1.5));
      this.count = new Uint32Array(length);
      this.seen = new Uint32Array(length);
      this.own = new Float64Array(length);
      this.total = new Float64Array(length);
      this.first = new Int32Array(length);
      this.rankOf = new Int32Array(length);
      this.top = 0;
    } else if (this.top + words > MARK_MAX) {
      this.count.fill(0);
      this.seen.fill(0);
      this.top = 0;
    }
    this.base = this.top;
    this.top += words;
  }
}
