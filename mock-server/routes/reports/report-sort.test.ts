import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TimeSlicer } from '../../cabinet/time-slices';
import { compareKeys, sorted } from './report-sort';

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

  /** The order one stable sort with the collator gives, for any keys. */
  const byCollator = (keys: readonly string[], desc: boolean) => {
    const all = keys
      .map((key, i) => ({ raw: [String(i)], key }))
      .sort((a, b) => collator.compare(a.key, b.key));
    if (desc) all.reverse();
    return all.map((r) => r.raw);
  };
  const keyed = (keys: readonly string[]) => keys.map((key, i) => ({ raw: [String(i)], key }));

  it.each([false, true])(
    'orders mixed keys as before: dates and names in one column, empty ones, numbers in names, keys the collator calls equal (descending: %s)',
    async (desc) => {
      const keys = [
        '2024-03-05T10:00:00Z',
        'Site Inspection #10',
        '',
        '2024-03-05T10:00:00.500Z',
        'Site Inspection #2',
        'site inspection #2',
        '1',
        '01',
        'x 7',
        'x 007',
        'Émile',
        'E\u0301mile',
        'emile',
        '2023-12-31',
        '',
        '1',
        '2024-03-05T10:00:00Z',
        'Zoë',
        'zoe',
        '10',
        '9',
      ];
      const many = Array.from({ length: 3000 }, (_, i) => keys[(i * 5) % keys.length]!);
      expect(await sorted(keyed(many), desc, new TimeSlicer())).toEqual(byCollator(many, desc));
    },
  );

  it.each([false, true])(
    'orders dates written alike by their characters, as the collator does (descending: %s)',
    async (desc) => {
      // 4,000 dates of one shape, many repeated, and one of the same length in another shape ("T" and "Z" moved).
      const dates = Array.from({ length: 4000 }, (_, i) =>
        new Date(Date.UTC(2020, 0, 1) + ((i * 7919) % 900) * 3_600_000 * 11).toISOString(),
      );
      expect(await sorted(keyed(dates), desc, new TimeSlicer())).toEqual(byCollator(dates, desc));
      const mixed = [...dates, '2020-01-01 00:00:00.000 Z', '0020-01-01T00:00:00.000Z'];
      expect(await sorted(keyed(mixed), desc, new TimeSlicer())).toEqual(byCollator(mixed, desc));
    },
  );

  it('orders any keys as one stable sort with the collator does', async () => {
    const key = fc.stringMatching(/^[aAbB0-9 .:#é-]{0,6}$/);
    const shaped = fc.stringMatching(/^[0-9]{2}-[0-9]{2} [0-9]{1}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(key, shaped), { minLength: 1, maxLength: 2500, size: 'max' }),
        fc.boolean(),
        async (keys, desc) => {
          expect(await sorted(keyed(keys), desc, new TimeSlicer())).toEqual(byCollator(keys, desc));
        },
      ),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(shaped, { minLength: 1, maxLength: 2500, size: 'max' }),
        fc.boolean(),
        async (keys, desc) => {
          expect(await sorted(keyed(keys), desc, new TimeSlicer())).toEqual(byCollator(keys, desc));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('compares two keys as the collator does, quickly where its first level decides', () => {
    const sign = (n: number) => Math.sign(n) || 0;
    const agree = (a: string, b: string): void => {
      expect([a, b, sign(compareKeys(a, b))]).toEqual([a, b, sign(collator.compare(a, b))]);
    };
    for (const [a, b] of [
      ['Alice', 'bob'],
      ['alice', 'Alice'],
      ['Site Inspection #9', 'Site Inspection #10'],
      ['Site Inspection #007', 'Site Inspection #7'],
      ['1.5', '1.25'],
      ['a1b', 'a12'],
      ['x\u0661', 'x1'],
      ['x1\u0661', 'x2'],
      ['Zoë', 'Zoe'],
      ['Ø', 'O'],
      ['l\u00b7l', 'lm'],
      ['', 'a'],
      ['99999999999999999999', '100000000000000000000'],
    ])
      agree(a, b);
    const alphabet = [...'aAbBlLoOzZ0123456789 .-#:_·éÉØøßæ\u0301\u0338\u0661\uff11\t'];
    const word = fc.array(fc.constantFrom(...alphabet), { maxLength: 8 }).map((c) => c.join(''));
    fc.assert(
      fc.property(word, word, word, (prefix, a, b) => {
        agree(prefix + a, prefix + b);
      }),
      { numRuns: 20_000 },
    );
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
