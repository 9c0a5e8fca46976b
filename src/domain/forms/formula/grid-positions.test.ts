import { describe, expect, it } from 'vitest';
import { FieldType, type FieldDefinition } from '../form.entity';
import { GridLayout, colSpanOf } from './grid-positions';
import { formOf, header, num } from './formula-form.test-helper';

const spans = (layout: GridLayout, ...ids: number[]) => ids.map((id) => layout.spanOf(id));

describe('GridLayout: rows end at NewLine fields, each field takes ColSpan columns', () => {
  it('places fields row by row', () => {
    const layout = GridLayout.of(formOf([num(1), num(2, 'B', 2), num(3)], [num(4, 'D', 3), num(5)]).Fields);
    expect(spans(layout, 1, 2, 3, 4, 5)).toEqual([
      { id: 1, row: 1, col: 1, colEnd: 1 },
      { id: 2, row: 1, col: 2, colEnd: 3 },
      { id: 3, row: 1, col: 4, colEnd: 4 },
      { id: 4, row: 2, col: 1, colEnd: 3 },
      { id: 5, row: 2, col: 4, colEnd: 4 },
    ]);
  });

  it('follows Sequence, not array order', () => {
    const fields = formOf([num(1), num(2)]).Fields;
    const swapped: FieldDefinition[] = [
      { ...fields[1], Sequence: 1 },
      { ...fields[0], Sequence: 2 },
    ].reverse();
    expect(spans(GridLayout.of(swapped), 2, 1)).toEqual([
      { id: 2, row: 1, col: 1, colEnd: 1 },
      { id: 1, row: 1, col: 2, colEnd: 2 },
    ]);
  });

  it('does not count empty rows (consecutive or trailing new lines) and gives NewLine no place', () => {
    const nl = (id: number, sequence: number): FieldDefinition => ({
      FieldDefinitionId: id,
      FormId: 1,
      TypeId: FieldType.NewLine,
      Name: '',
      ColSpan: 1,
      Sequence: sequence,
    });
    const fields: FieldDefinition[] = [
      nl(50, 1),
      { ...num(1), FormId: 1, Sequence: 2 },
      nl(51, 3),
      nl(52, 4),
      { ...num(2), FormId: 1, Sequence: 5 },
      nl(53, 6),
    ];
    const layout = GridLayout.of(fields);
    expect(spans(layout, 1, 2, 50, 51)).toEqual([
      { id: 1, row: 1, col: 1, colEnd: 1 },
      { id: 2, row: 2, col: 1, colEnd: 1 },
      undefined,
      undefined,
    ]);
    expect(layout.rows.length).toBe(2);
  });

  it.each([
    [1, 1],
    [100, 100],
    [3, 3],
    [0, 1],
    [101, 1],
    [-2, 1],
    [2.5, 1],
    [Number.NaN, 1],
    ['2' as unknown as number, 1],
  ])('ColSpan %s counts as %s', (colSpan, expected) => {
    expect(colSpanOf({ ColSpan: colSpan })).toBe(expected);
  });
});

describe('GridLayout.fieldsIn: what R{row}C{col}:R{row}C{col} covers', () => {
  const layout = GridLayout.of(
    formOf([num(1), num(2, 'B', 2), num(3)], [header(4), num(5), num(6)], [num(7)]).Fields,
  );
  it.each<[string, [number, number, number, number], number[]]>([
    ['a whole row', [1, 1, 1, 4], [1, 2, 3]],
    ['a column through a spanned field', [1, 3, 2, 3], [2, 6]],
    ['a rectangle', [1, 1, 2, 2], [1, 2, 4, 5]],
    ['corners in any order', [2, 2, 1, 1], [1, 2, 4, 5]],
    ['one cell', [3, 1, 3, 1], [7]],
    ['rows past the grid end', [3, 1, 9, 9], [7]],
    ['nothing there', [3, 2, 3, 5], []],
    ['row 0 is not a row', [0, 1, 1, 1], []],
  ])('%s', (_label, [r1, c1, r2, c2], expected) => {
    expect(layout.fieldsIn({ row: r1, col: c1 }, { row: r2, col: c2 })).toEqual(expected);
  });
});

describe('GridLayout.contains: the cells a range may name', () => {
  // Widest row: 1 + 2 + 1 = 4 columns; three rows.
  const layout = GridLayout.of(formOf([num(1), num(2, 'B', 2), num(3)], [num(4)], [num(5)]).Fields);
  it('counts the widest row, spans included', () => expect(layout.columnCount).toBe(4));
  it.each<[number, number, boolean]>([
    [1, 1, true],
    [3, 4, true],
    [2, 4, true],
    [0, 1, false],
    [1, 0, false],
    [4, 1, false],
    [1, 5, false],
  ])('R%iC%i: %s', (row, col, inside) => expect(layout.contains({ row, col })).toBe(inside));
  it('an empty form has no cell', () => expect(GridLayout.of([]).contains({ row: 1, col: 1 })).toBe(false));
});
