import { describe, expect, it } from 'vitest';
import type { Form } from '../form.entity';
import { SourceType } from '../dialogs/row-column.dto';
import { layoutForm } from './form-layout';
import { columnsOf, fieldsOf, formOf, picture, rowsOf } from './form-layout.test-helper';
import { copyRowOrColumn, removeRowOrColumn } from './row-column';

const { Row, Column } = SourceType;

/**
 * R1: 1, 2 (2 columns) | R2: 3, linked 4, 5 | R3: 6. Heights 40, 60, 80; widths 100, 110, 120.
 * Highest ids: field 11, row 3, column 3.
 */
const base = (): Form =>
  formOf(fieldsOf(1, [2, 2], '|10', 3, 'L4', 5, '|11', 6), [40, 60, 80], [100, 110, 120]);
const withTrailing = (): Form => formOf(fieldsOf(1, 'L2', '|3'), [40, 90], [100, 110]);

interface Expected {
  picture: string;
  rows: string;
  columns: string;
}
const seen = (form: Form): Expected => ({
  picture: picture(form),
  rows: rowsOf(form),
  columns: columnsOf(form),
});

describe('copyRowOrColumn', () => {
  it.each<[string, number, number, boolean, Expected]>([
    [
      'row 1 after row 3',
      1,
      3,
      false,
      {
        picture: '1 2x2 |10 3 L4 5 |11 6 |14 12 13x2',
        rows: '1:40 2:60 3:80 4:40',
        columns: '1:100 2:110 3:120',
      },
    ],
    [
      'row 2 before row 1, without linked fields',
      2,
      0,
      true,
      {
        picture: '12 13 |14 1 2x2 |10 3 L4 5 |11 6',
        rows: '4:60 1:40 2:60 3:80',
        columns: '1:100 2:110 3:120',
      },
    ],
    [
      'row 2 after itself, with linked fields',
      2,
      2,
      false,
      {
        picture: '1 2x2 |10 3 L4 5 |11 12 L13 14 |15 6',
        rows: '1:40 2:60 4:60 3:80',
        columns: '1:100 2:110 3:120',
      },
    ],
  ])('duplicates %s', (_name, SourceIndex, TargetIndex, IgnoreLinkedFields, expected) => {
    const { form, Errors } = copyRowOrColumn(base(), {
      SourceType: Row,
      SourceIndex,
      TargetIndex,
      IgnoreLinkedFields,
    });
    expect(Errors).toEqual([]);
    expect(seen(form)).toEqual(expected);
  });

  it.each<[string, number, number, boolean, Expected]>([
    [
      'column 2 after column 3 (a 2-column field is copied 1 column wide; a row ending earlier is left alone)',
      2,
      3,
      false,
      {
        picture: '1 2x2 12 |10 3 L4 5 L13 |11 6',
        rows: '1:40 2:60 3:80',
        columns: '1:100 2:110 3:120 4:110',
      },
    ],
    [
      'column 1 before column 1',
      1,
      0,
      true,
      {
        picture: '12 1 2x2 |10 13 3 L4 5 |11 14 6',
        rows: '1:40 2:60 3:80',
        columns: '4:100 1:100 2:110 3:120',
      },
    ],
    [
      'column 2 before column 1 without linked fields (empty fields keep the columns aligned)',
      2,
      0,
      true,
      {
        picture: '12 1 2x2 |10 e13 3 L4 5 |11 e14 6',
        rows: '1:40 2:60 3:80',
        columns: '4:110 1:100 2:110 3:120',
      },
    ],
    [
      'column 1 after column 3 (a short row is padded up to the target)',
      1,
      3,
      false,
      {
        picture: '1 2x2 12 |10 3 L4 5 13 |11 6 e14 e15 16',
        rows: '1:40 2:60 3:80',
        columns: '1:100 2:110 3:120 4:100',
      },
    ],
  ])('duplicates %s', (_name, SourceIndex, TargetIndex, IgnoreLinkedFields, expected) => {
    const { form, Errors } = copyRowOrColumn(base(), {
      SourceType: Column,
      SourceIndex,
      TargetIndex,
      IgnoreLinkedFields,
    });
    expect(Errors).toEqual([]);
    expect(seen(form)).toEqual(expected);
  });

  it('copies fields deeply, with new ids, the same names and formulas that keep their references', () => {
    const form = base();
    form.Fields[0] = { ...form.Fields[0], Name: 'Hours', Formula: '_5 * 2', CSS: { Size: 12 } };
    const { form: after } = copyRowOrColumn(form, {
      SourceType: Row,
      SourceIndex: 1,
      TargetIndex: 1,
      IgnoreLinkedFields: false,
    });
    const copy = after.Fields.find((f) => f.FieldDefinitionId === 12)!;
    expect(copy).toMatchObject({ Name: 'Hours', Formula: '_5 * 2', CSS: { Size: 12 } });
    // Numbered on in the form: one above its highest number, whatever ids the copies get.
    expect(copy.FieldNumber).toBe(12);
    const numbers = after.Fields.map((f) => f.FieldNumber ?? f.FieldDefinitionId);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(copy.CSS).not.toBe(form.Fields[0].CSS);
  });

  it.each<[string, Form, number, boolean, number, string]>([
    ['the trailing empty row', withTrailing(), Row, false, 2, 'Row 2 has no fields to duplicate.'],
    [
      'a row of only ignored linked fields',
      formOf(fieldsOf('L1', '|2', 3)),
      Row,
      true,
      1,
      'Row 1 has no fields to duplicate.',
    ],
    [
      'a column of only ignored linked fields',
      withTrailing(),
      Column,
      true,
      2,
      'Column 2 has no fields to duplicate.',
    ],
  ])('refuses to duplicate %s', (_name, form, type, ignore, source, message) => {
    const result = copyRowOrColumn(form, {
      SourceType: type as 0 | 1,
      SourceIndex: source,
      TargetIndex: 0,
      IgnoreLinkedFields: ignore,
    });
    expect(result).toEqual({ form, Errors: [message] });
  });

  it.each<[number, number, number, string[]]>([
    [Row, 4, 1, ['Source row index is out of allowed range [1-3].']],
    [Row, 1, 4, ['Target row index is out of allowed range [0-3].']],
    [
      Row,
      0,
      -1,
      ['Source row index is out of allowed range [1-3].', 'Target row index is out of allowed range [0-3].'],
    ],
    [Row, 1.5, 1, ['Source row index is out of allowed range [1-3].']],
    [Column, 0, 1, ['Source column index is out of allowed range [1-3].']],
    [Column, 1, 9, ['Target column index is out of allowed range [0-3].']],
  ])('type %i, source %s, target %s: %j', (type, SourceIndex, TargetIndex, errors) => {
    const form = base();
    expect(
      copyRowOrColumn(form, {
        SourceType: type as 0 | 1,
        SourceIndex,
        TargetIndex,
        IgnoreLinkedFields: false,
      }),
    ).toEqual({ form, Errors: errors });
  });

  it('counts the trailing empty row', () => {
    const { Errors } = copyRowOrColumn(withTrailing(), {
      SourceType: Row,
      SourceIndex: 1,
      TargetIndex: 2,
      IgnoreLinkedFields: false,
    });
    expect(Errors).toEqual([]);
  });
});

describe('removeRowOrColumn', () => {
  it.each<[string, Form, number, number[], Expected]>([
    [
      'rows 1 and 3 (the new last row drops its new line)',
      base(),
      Row,
      [1, 3],
      { picture: '3 L4 5', rows: '2:60', columns: '1:100 2:110 3:120' },
    ],
    ['row 2', base(), Row, [2], { picture: '1 2x2 |10 6', rows: '1:40 3:80', columns: '1:100 2:110 3:120' }],
    ['every row', base(), Row, [3, 2, 1], { picture: '', rows: '4:50', columns: '1:100' }],
    [
      'the trailing empty row',
      withTrailing(),
      Row,
      [2],
      { picture: '1 L2', rows: '1:40', columns: '1:100 2:110' },
    ],
    [
      'the only field row, keeping the trailing row',
      withTrailing(),
      Row,
      [1],
      { picture: '', rows: '2:90', columns: '1:100' },
    ],
    [
      'column 2 (a spanning field shrinks)',
      base(),
      Column,
      [2],
      { picture: '1 2 |10 3 5 |11 6', rows: '1:40 2:60 3:80', columns: '1:100 3:120' },
    ],
    [
      'columns 2 and 3 (a field all of whose columns go is removed)',
      base(),
      Column,
      [2, 3],
      { picture: '1 |10 3 |11 6', rows: '1:40 2:60 3:80', columns: '1:100' },
    ],
    [
      'column 1 (a row left empty disappears)',
      base(),
      Column,
      [1],
      { picture: '2x2 |10 L4 5', rows: '1:40 2:60', columns: '2:110 3:120' },
    ],
  ])('removes %s', (_name, form, type, SourceIndices, expected) => {
    const { form: after, Errors } = removeRowOrColumn(form, { SourceType: type as 0 | 1, SourceIndices });
    expect(Errors).toEqual([]);
    expect(seen(after)).toEqual(expected);
  });

  it.each<[number, number[], string]>([
    [Row, [], 'Source row indices are invalid.'],
    [Row, [0], 'Source row index is out of allowed range [1-3].'],
    [Row, [1, 4], 'Source row index is out of allowed range [1-3].'],
    [Column, [], 'Source column indices are invalid.'],
    [Column, [2.5], 'Source column index is out of allowed range [1-3].'],
  ])('type %i, indices %j: %s', (type, SourceIndices, message) => {
    const form = base();
    expect(removeRowOrColumn(form, { SourceType: type as 0 | 1, SourceIndices })).toEqual({
      form,
      Errors: [message],
    });
  });

  it('leaves a consistent layout behind: sequences 1..n, one row record per row', () => {
    const { form } = removeRowOrColumn(base(), { SourceType: Column, SourceIndices: [1] });
    expect(form.Fields.map((f) => f.Sequence)).toEqual(form.Fields.map((_, i) => i + 1));
    expect(layoutForm(form).changed).toEqual([]);
    expect(layoutForm(form).form).toEqual(form);
  });
});
