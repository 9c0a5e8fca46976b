/** Builders and a one-line picture of a form for the designer-rule tests. */
import { DataType, FieldType, type FieldDefinition, type Form } from '../form.entity';
import { inLayoutOrder } from '../formula/grid-positions';

type Extra = Partial<FieldDefinition>;

/** A field of form 1; Sequence is set by `form`/`fields`. */
export const fld = (
  FieldDefinitionId: number,
  TypeId: FieldDefinition['TypeId'] = FieldType.TextBox,
  extra: Extra = {},
): FieldDefinition => ({
  FieldDefinitionId,
  FormId: 1,
  TypeId,
  Name: `N${FieldDefinitionId}`,
  Sequence: 0,
  ColSpan: 1,
  ...extra,
});

export const num = (id: number, extra: Extra = {}) =>
  fld(id, FieldType.TextBox, { DataTypeId: DataType.Number, ...extra });
export const nl = (id: number) => fld(id, FieldType.NewLine);
export const fx = (id: number, stored: string, extra: Extra = {}) =>
  fld(id, FieldType.Formula, { Formula: stored, ...extra });

/** The fields with Sequence 1..n in the given order. */
export const fields = (...list: FieldDefinition[]): FieldDefinition[] =>
  list.map((f, i) => ({ ...f, Sequence: i + 1 }));

/** A form of `list` (Sequence 1..n), one row per laid-out row is not needed by the rules under test. */
export function form(...list: FieldDefinition[]): Form {
  return {
    FormId: 1,
    FormName: 'Test',
    Fields: fields(...list),
    Rows: [],
    Columns: [],
    Options: { Ruler: 0, Guide: 1 },
  };
}

/** Layout order as text: `7` a field, `|7` a new line. */
export function picture(list: readonly FieldDefinition[]): string {
  return inLayoutOrder(list)
    .map((f) => (f.TypeId === FieldType.NewLine ? `|${f.FieldDefinitionId}` : String(f.FieldDefinitionId)))
    .join(' ');
}
