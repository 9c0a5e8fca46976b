import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../form.entity';
import { gridModelOf, gridSize, layoutForm } from './form-layout';
import { columnsOf, fieldsOf, formOf, picture, rowsOf } from './form-layout.test-helper';

type Tokens = Parameters<typeof fieldsOf>;

describe('layoutForm: rows, columns and sequences from the fields', () => {
  it.each<[string, Tokens, number, number]>([
    ['an empty form has one row and one column', [], 1, 1],
    ['rows end at new lines', [1, 2, '|3', 4], 2, 2],
    ['a trailing new line adds an empty last row', [1, '|2'], 2, 1],
    ['a lone new line is the trailing empty row', ['|1'], 1, 1],
    ['consecutive new lines make no empty row', [1, '|2', '|3', 4], 2, 1],
    ['a leading new line makes no row', ['|1', 2, 3], 1, 2],
    ['ColSpan counts in the column count', [[1, 3], '|2', 3, 4], 2, 3],
    ['the widest row wins, a trailing new line is ignored', [1, '|2', 3, 4, [5, 2], '|6'], 3, 4],
    ['a ColSpan outside 1..100 counts as 1', [[1, 0], [2, 101], '|3'], 2, 2],
  ])('%s', (_name, tokens, rowCount, columnCount) => {
    const { form } = layoutForm(formOf(fieldsOf(...tokens)));
    expect(form.Rows.length).toBe(rowCount);
    expect(form.Columns.length).toBe(columnCount);
    expect(gridSize(gridModelOf(form.Fields))).toEqual({ rowCount, columnCount });
  });

  it('renumbers Sequence 1..n in layout order and reports only the changed ones', () => {
    const [a, b, c, d] = fieldsOf(1, 2, '|3', 4);
    const fields: FieldDefinition[] = [
      { ...a, Sequence: 1 },
      { ...b, Sequence: 7 },
      { ...c, Sequence: 3 },
      { ...d, Sequence: 9 },
    ];
    const { form, changed } = layoutForm(formOf(fields, [50, 50], [180, 180]));
    expect(picture(form)).toBe('1 |3 2 4');
    expect(form.Fields.map((f) => [f.FieldDefinitionId, f.Sequence])).toEqual([
      [1, 1],
      [3, 2],
      [2, 3],
      [4, 4],
    ]);
    expect(changed).toEqual([
      { FieldDefinitionId: 3, Sequence: 2 },
      { FieldDefinitionId: 2, Sequence: 3 },
      { FieldDefinitionId: 4, Sequence: 4 },
    ]);
  });

  it('keeps a field whose Sequence is right as the same object and does not change the input', () => {
    const input = formOf(fieldsOf(1, 2), [50], [180]);
    const frozen = structuredClone(input);
    const { form, changed } = layoutForm(input);
    expect(form.Fields[0]).toBe(input.Fields[0]);
    expect(changed).toEqual([]);
    expect(input).toEqual(frozen);
  });

  it.each<[string, Tokens, number[], string]>([
    ['trims columns to the widest row', [1, 2], [100, 200, 300, 400], '1:100 2:200'],
    ['adds columns at 180 px with new ids', [1, 2, 3], [250], '1:250 2:180 3:180'],
    ['keeps widths at most 1920 px', [1], [5000], '1:1920'],
  ])('%s', (_name, tokens, widths, expected) => {
    expect(columnsOf(layoutForm(formOf(fieldsOf(...tokens), [50], widths)).form)).toBe(expected);
  });

  it.each<[string, Tokens, number[], string]>([
    ['trims rows by position', [1, '|2', 3], [40, 60, 80], '1:40 2:60'],
    ['adds rows at 50 px with new ids', [1, '|2', 3, '|4'], [40], '1:40 2:50 3:50'],
  ])('%s', (_name, tokens, heights, expected) => {
    const { form } = layoutForm(formOf(fieldsOf(...tokens), heights));
    expect(rowsOf(form)).toBe(expected);
    expect(form.Rows.map((r) => r.RowIndex)).toEqual(form.Rows.map((_, i) => i));
  });

  it('sizes the form as the sum of column widths and row heights', () => {
    const { form } = layoutForm(formOf(fieldsOf(1, 2, '|3', 4), [40, 70], [100, 150]));
    expect([form.FormWidthInPx, form.FormHeightInPx]).toEqual([250, 110]);
  });

  it('takes new ids from the given source', () => {
    let next = 500;
    const ids = { fieldId: () => next++, rowId: () => next++, columnId: () => next++ };
    const { form } = layoutForm(formOf(fieldsOf(1, 2, '|3'), [50], [180]), { ids });
    expect([rowsOf(form), columnsOf(form)]).toEqual(['1:50 500:50', '1:180 501:180']);
  });
});

describe('layoutForm with the previous form: rows follow their fields', () => {
  const before = formOf(fieldsOf(1, '|2', 3, '|4', 5), [40, 60, 80], [180]);

  it('keeps the heights of the rows around a row that became empty', () => {
    const fields = before.Fields.filter((f) => f.FieldDefinitionId !== 3 && f.FieldDefinitionId !== 4);
    const { form } = layoutForm({ ...before, Fields: fields }, { previous: before });
    expect(picture(form)).toBe('1 |2 5');
    expect(rowsOf(form)).toBe('1:40 3:80');
  });

  it('gives a new row in the middle the default height', () => {
    const fields = [...before.Fields, ...fieldsOf(7, '|8').map((f, i) => ({ ...f, Sequence: 2.1 + i / 10 }))];
    const { form } = layoutForm({ ...before, Fields: fields }, { previous: before });
    expect(picture(form)).toBe('1 |2 7 |8 3 |4 5');
    expect(rowsOf(form)).toBe('1:40 4:50 2:60 3:80');
  });

  it("lets an empty form's only row take the first field", () => {
    const empty = formOf([], [70], [180]);
    const { form } = layoutForm({ ...empty, Fields: fieldsOf(1) }, { previous: empty });
    expect(rowsOf(form)).toBe('1:70');
  });

  it('fills the trailing empty row with a field dropped into it', () => {
    const trailing = formOf(fieldsOf(1, '|2'), [40, 90], [180]);
    const { form } = layoutForm({ ...trailing, Fields: fieldsOf(1, '|2', 3) }, { previous: trailing });
    expect(rowsOf(form)).toBe('1:40 2:90');
  });
});

describe('gridModelOf', () => {
  it('attaches each new line to the row it ends and keeps leading ones apart', () => {
    const model = gridModelOf(fieldsOf('|9', 1, 2, '|3', '|4', 5, '|6'));
    const ids = (fs: FieldDefinition[]) => fs.map((f) => f.FieldDefinitionId);
    expect(ids(model.lead)).toEqual([9]);
    expect(model.rows.map((r) => [ids(r.content), ids(r.breaks)])).toEqual([
      [
        [1, 2],
        [3, 4],
      ],
      [[5], [6]],
    ]);
    expect(model.trailing).toBe(true);
  });
});
