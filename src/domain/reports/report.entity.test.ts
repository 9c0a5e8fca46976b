import { describe, expect, it } from 'vitest';
import { moveColumn, orderedColumns } from './report.entity';

const cols = [
  { ColumnId: 3, Order: 2 },
  { ColumnId: 1, Order: 1 },
  { ColumnId: 2, Order: 3 },
];

describe('column order', () => {
  it('orders by Order', () => {
    expect(orderedColumns(cols).map((c) => c.ColumnId)).toEqual([1, 3, 2]);
  });

  it('moves a column and numbers them 1..n again', () => {
    expect(moveColumn(cols, 2, 0)).toEqual([
      { ColumnId: 2, Order: 1 },
      { ColumnId: 1, Order: 2 },
      { ColumnId: 3, Order: 3 },
    ]);
    expect(moveColumn(cols, 0, 5).map((c) => c.ColumnId)).toEqual([1, 3, 2]);
  });
});
