import { describe, expect, it } from 'vitest';
import { cellWidth, fieldIdsByRow, formGrid, rowHeightsOf } from './form-grid';
import { field, newLine, text } from './instance.test-helper';
import { FieldType } from '../form.entity';

describe('cell widths: the spanned columns plus 5px per extra column', () => {
  const columns = [{ Width: 200 }, { Width: 180 }, { Width: 100 }];
  it.each([
    [1, 1, 200],
    [2, 1, 180],
    [1, 2, 385],
    [1, 3, 490],
    [3, 2, 285],
    [4, 1, 180],
  ])('column %s spanning %s is %spx', (col, span, width) =>
    expect(cellWidth(columns, col, span)).toBe(width),
  );

  it('a width past the maximum is 1920, a missing one 180', () => {
    expect(cellWidth([{ Width: 5000 }, { Width: 0 }], 1, 2)).toBe(1920 + 180 + 5);
  });
});

it('rows follow RowIndex; missing heights are 50px', () => {
  expect(
    rowHeightsOf(
      [
        { RowIndex: 1, Height: 90 },
        { RowIndex: 0, Height: 60 },
      ],
      3,
    ),
  ).toEqual([60, 90, 50]);
});

it('lays fields out in rows ending at new lines, with column spans', () => {
  const fields = [
    text(1, { ColSpan: 2 }),
    text(2),
    newLine(3),
    newLine(4),
    field(5, FieldType.Empty),
    text(6),
    newLine(7),
  ];
  const grid = formGrid(
    fields,
    [{ Width: 100 }, { Width: 100 }, { Width: 100 }],
    [{ RowIndex: 0, Height: 70 }],
  );
  expect(grid.placements.map((p) => [p.field.FieldDefinitionId, p.row, p.col, p.span, p.width])).toEqual([
    [1, 1, 1, 2, 205],
    [2, 1, 3, 1, 100],
    [5, 2, 1, 1, 100],
    [6, 2, 2, 1, 100],
  ]);
  expect(grid.rowHeights).toEqual([70, 50]);
  expect(grid.columnWidths).toEqual([100, 100, 100]);
});

it('gives the field ids of each row as formGrid places them, in layout order, new lines in none', () => {
  // Listed out of layout order: the field with Sequence 7 comes after the empty one.
  const at = (Sequence: number) => ({ Sequence });
  const fields = [
    text(6, at(7)),
    text(1, { ...at(1), ColSpan: 2 }),
    text(2, at(2)),
    field(3, FieldType.NewLine, at(3)),
    field(4, FieldType.NewLine, at(4)),
    field(5, FieldType.Empty, at(5)),
    field(8, FieldType.NewLine, at(9)),
  ];
  const rows = fieldIdsByRow(fields);
  const grid = formGrid(fields, []);
  expect(rows).toEqual([
    [1, 2],
    [5, 6],
  ]);
  expect(rows.flatMap((ids, i) => ids.map((id) => [id, i + 1]))).toEqual(
    grid.placements.map((p) => [p.field.FieldDefinitionId, p.row]),
  );
});
