import { describe, expect, it } from 'vitest';
import { TimeSlicer } from '../../cabinet/time-slices';
import { sorted } from './report-rows';

/** The sort of a report's rows (issue 36): in slices, in the order one stable sort gives. */
describe('the rows of a report, sorted', () => {
  // 5,000 rows with many equal keys (a stable sort keeps them in the order they were read) and numbered names.
  const rows = Array.from({ length: 5000 }, (_, i) => ({
    raw: [String(i)],
    key: i % 11 === 0 ? '' : `Site Inspection #${(i * 7919) % 300}`,
  }));
  const collator = new Intl.Collator('en', { numeric: true });
  const stable = (desc: boolean) => {
    const all = [...rows].sort((a, b) => collator.compare(a.key, b.key));
    if (desc) all.reverse();
    return all.map((r) => r.raw);
  };

  /** The turns the event loop takes while `work` runs. */
  async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
    let turns = 0;
    let running = true;
    const tick = () => {
      if (!running) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    await work();
    running = false;
    return turns;
  }

  it.each([false, true])('orders them as one stable sort does (descending: %s)', async (desc) => {
    expect(await sorted(rows, desc, new TimeSlicer())).toEqual(stable(desc));
  });

  it('gives the event loop turns while it sorts: a sort of 100,000 rows held it most of a second', async () => {
    // A slicer whose slices are always over: every pause is a turn of the event loop.
    let result: unknown;
    const turns = await turnsDuring(async () => (result = await sorted(rows, false, new TimeSlicer(0))));
    expect(result).toEqual(stable(false));
    // 5 runs of 1,024 rows sorted, then merged in 3 rounds, pausing every 1,024 rows.
    expect(turns).toBeGreaterThan(10);
  });
});
