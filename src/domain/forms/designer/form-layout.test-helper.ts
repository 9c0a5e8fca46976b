/** Small builders and a one-line picture of a form, for the layout and row/column tests. */
import {
  DataType,
  FieldType,
  type FieldDefinition,
  type Form,
  type FormColumn,
  type FormRow,
} from '../form.entity';
import { inLayoutOrder } from '../formula/grid-positions';

type Token = number | [number, number] | `|${number}` | `L${number}`;

/**
 * Fields from tokens in layout order: `7` a number box of id 7, `[7, 2]` one spanning 2 columns,
 * `'|9'` a new line of id 9, `'L8'` a linked field of id 8. Sequence follows the array.
 */
export function fieldsOf(...tokens: Token[]): FieldDefinition[] {
  return tokens.map((token, index) => {
    const base = { FormId: 1, Name: '', Sequence: index + 1, ColSpan: 1 };
    if (typeof token === 'number')
      return { ...base, FieldDefinitionId: token, TypeId: FieldType.TextBox, DataTypeId: DataType.Number };
    if (Array.isArray(token))
      return { ...base, FieldDefinitionId: token[0], TypeId: FieldType.TextBox, ColSpan: token[1] };
    const id = Number(token.slice(1));
    return token.startsWith('|')
      ? { ...base, FieldDefinitionId: id, TypeId: FieldType.NewLine }
      : { ...base, FieldDefinitionId: id, TypeId: FieldType.LinkedField, ParentFieldDefinitionId: 900 };
  });
}

export const rows = (...heights: number[]): FormRow[] =>
  heights.map((Height, i) => ({ RowId: i + 1, RowIndex: i, Height, FormId: 1 }));

export const columns = (...widths: number[]): FormColumn[] =>
  widths.map((Width, i) => ({ ColumnId: i + 1, Width }));

export function formOf(
  fields: FieldDefinition[],
  rowHeights: number[] = [50],
  columnWidths: number[] = [180],
): Form {
  return {
    FormId: 1,
    FormName: 'Test',
    Fields: fields,
    Rows: rows(...rowHeights),
    Columns: columns(...columnWidths),
    Options: { Ruler: 0, Guide: 1 },
  };
}

/**
 * The form in one line, in layout order: `7` a field, `7x2` spanning 2 columns, `e7` an empty field, `L7` a
 * linked field, `|7` a new line.
 */
export function picture(form: Pick<Form, 'Fields'>): string {
  return inLayoutOrder(form.Fields)
    .map((f) => {
      if (f.TypeId === FieldType.NewLine) return `|${f.FieldDefinitionId}`;
      const prefix = f.TypeId === FieldType.Empty ? 'e' : f.TypeId === FieldType.LinkedField ? 'L' : '';
      return `${prefix}${f.FieldDefinitionId}${f.ColSpan > 1 ? `x${f.ColSpan}` : ''}`;
    })
    .join(' ');
}

/** Row records as `RowId:Height`, and columns as `ColumnId:Width`. */
export const rowsOf = (form: Pick<Form, 'Rows'>) => form.Rows.map((r) => `${r.RowId}:${r.Height}`).join(' ');
export const columnsOf = (form: Pick<Form, 'Columns'>) =>
  form.Columns.map((c) => `${c.ColumnId}:${c.Width}`).join(' ');
