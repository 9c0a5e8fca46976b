import { describe, expect, it } from 'vitest';
import type { Form } from '../form.entity';
import {
  DEFAULT_COLUMN_WIDTH,
  DEFAULT_ROW_HEIGHT,
  MAX_COLUMN_WIDTH,
  RESIZE_DEBOUNCE_MS,
  clampColumnWidth,
  clampRowHeight,
  draggedSize,
  readColumnWidth,
  readRowHeight,
  resizeColumn,
  resizePayload,
  resizeRow,
  spannedWidth,
  updateColumnsPayload,
  updateRowsPayload,
} from './grid-resize';

const FORM: Pick<Form, 'FormId' | 'Rows' | 'Columns'> = {
  FormId: 200,
  Rows: [
    { RowId: 12, RowIndex: 1, Height: 80, FormId: 200 },
    { RowId: 11, RowIndex: 0, Height: 50, FormId: 200 },
  ],
  Columns: [
    { ColumnId: 5, Width: 180 },
    { ColumnId: 6, Width: 240 },
  ],
};

describe('row and column sizes (spec section 9)', () => {
  it('has the specification constants', () => {
    expect([DEFAULT_COLUMN_WIDTH, MAX_COLUMN_WIDTH, DEFAULT_ROW_HEIGHT, RESIZE_DEBOUNCE_MS]).toEqual([
      180, 1920, 50, 500,
    ]);
  });
  it.each([
    [250.4, 250],
    [5000, 1920],
    [10, 40],
    [Number.NaN, 180],
    ['300', 180],
  ])('a column resized to %s is %i px', (w, expected) => expect(clampColumnWidth(w)).toBe(expected));
  it.each([
    [72.6, 73],
    [5, 20],
    [4000, 1000],
    [undefined, 50],
  ])('a row resized to %s is %i px', (h, expected) => expect(clampRowHeight(h)).toBe(expected));
  it('reads stored sizes leniently: only the 1920 px maximum and the defaults apply', () => {
    expect([
      readColumnWidth(10),
      readColumnWidth(2500),
      readColumnWidth(0),
      readRowHeight(5),
      readRowHeight(-1),
    ]).toEqual([10, 1920, 180, 5, 50]);
  });
  it('follows a drag from where it started', () => {
    expect(draggedSize(180, 35, 'column')).toBe(215);
    expect(draggedSize(50, -100, 'row')).toBe(20);
  });
});

describe('resizing', () => {
  it('changes one column and builds the updatecolumns payload', () => {
    const resized = resizeColumn(FORM, 6, 300);
    expect(resized.Columns.map((c) => c.Width)).toEqual([180, 300]);
    expect(resized.Columns[0]).toBe(FORM.Columns[0]);
    expect(updateColumnsPayload(resized)).toEqual({
      FormId: 200,
      Columns: [
        { ColumnId: 5, Width: 180 },
        { ColumnId: 6, Width: 300 },
      ],
    });
    expect(resizePayload(resized, 'column')).toEqual({
      call: 'updatecolumns',
      body: updateColumnsPayload(resized),
    });
  });

  it('changes one row and builds the updaterows payload in RowIndex order', () => {
    const resized = resizeRow(FORM, 11, 65);
    expect(updateRowsPayload(resized)).toEqual({
      FormId: 200,
      Rows: [
        { RowId: 11, Height: 65, RowIndex: 0, FormId: 200 },
        { RowId: 12, Height: 80, RowIndex: 1, FormId: 200 },
      ],
    });
    expect(resizePayload(resized, 'row').call).toBe('updaterows');
  });

  it('ignores unknown rows and columns', () => {
    expect(resizeRow(FORM, 99, 70)).toBe(FORM);
    expect(resizeColumn(FORM, 99, 70)).toBe(FORM);
  });

  it('widens a spanned field by 5 px per extra column', () => {
    expect(spannedWidth(FORM.Columns, 1, 1)).toBe(180);
    expect(spannedWidth(FORM.Columns, 1, 2)).toBe(425);
    expect(spannedWidth(FORM.Columns, 2, 2)).toBe(240 + 180 + 5);
  });
});
