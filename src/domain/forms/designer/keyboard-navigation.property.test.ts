/**
 * Property tests: on any grid, the arrow keys never leave the grid, and Right then Left from the
 * start of a field comes back to that field when Right moved within the row.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GridLayout } from '../formula/grid-positions';
import { gridExtent, nextCell, spanAt } from './keyboard-navigation';
import { fields, nl, num } from './designer.test-helper';

const grid = fc
  .array(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant(0)), { maxLength: 20 })
  .map((spans) =>
    fields(...spans.map((span, i) => (span === 0 ? nl(i + 1) : num(i + 1, { ColSpan: span })))),
  );
const key = fc.constantFrom('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown');

describe('keyboard path properties', () => {
  it('stays on the grid', () => {
    fc.assert(
      fc.property(grid, fc.array(key, { maxLength: 30 }), fc.boolean(), (list, keys, trailingRow) => {
        const layout = GridLayout.of(list);
        const extent = gridExtent(layout, { trailingRow });
        let cell = { row: 1, col: 1 };
        for (const k of keys) {
          cell = nextCell(layout, cell, k, extent);
          expect(cell.row).toBeGreaterThanOrEqual(1);
          expect(cell.row).toBeLessThanOrEqual(extent.rows);
          expect(cell.col).toBeGreaterThanOrEqual(1);
          expect(cell.col).toBeLessThanOrEqual(extent.columns);
        }
      }),
    );
  });

  it('Right then Left returns to the field it started on', () => {
    fc.assert(
      fc.property(grid, (list) => {
        const layout = GridLayout.of(list);
        for (const row of layout.rows) {
          for (const span of row) {
            const right = nextCell(layout, { row: span.row, col: span.col }, 'ArrowRight');
            if (right.row !== span.row || right.col === span.col) continue;
            expect(spanAt(layout, nextCell(layout, right, 'ArrowLeft'))?.id).toBe(span.id);
          }
        }
      }),
    );
  });
});
