/** Builders for small test forms. Rows are joined with NewLine fields; Sequence follows the order. */
import { DataType, FieldType, type FieldDefinition, type Form } from '../form.entity';

type Partial = Omit<FieldDefinition, 'Sequence' | 'FormId'>;

export const num = (id: number, name = `N${id}`, colSpan = 1): Partial => ({
  FieldDefinitionId: id,
  TypeId: FieldType.TextBox,
  DataTypeId: DataType.Number,
  Name: name,
  ColSpan: colSpan,
});
export const text = (id: number, name = `T${id}`): Partial => ({
  FieldDefinitionId: id,
  TypeId: FieldType.TextBox,
  DataTypeId: DataType.Text,
  Name: name,
  ColSpan: 1,
});
export const header = (id: number, colSpan = 1): Partial => ({
  FieldDefinitionId: id,
  TypeId: FieldType.Header,
  Name: `H${id}`,
  ColSpan: colSpan,
});
export const formula = (id: number, stored: string, name = `Fx${id}`, colSpan = 1): Partial => ({
  FieldDefinitionId: id,
  TypeId: FieldType.Formula,
  Name: name,
  ColSpan: colSpan,
  Formula: stored,
});
export const mirror = (id: number, parentId: number, name = `M${id}`): Partial => ({
  FieldDefinitionId: id,
  TypeId: FieldType.MirrorField,
  Name: name,
  ColSpan: 1,
  ParentFieldDefinitionId: parentId,
});
export const linked = (id: number, parent: Partial, name = `L${id}`): Partial => ({
  FieldDefinitionId: id,
  TypeId: FieldType.LinkedField,
  Name: name,
  ColSpan: 1,
  ParentFieldDefinitionId: parent.FieldDefinitionId,
  ParentFieldDefinition: { ...parent, Sequence: 1, FormId: 2 },
});

/** A form whose rows are the given lists of fields; NewLine fields get ids from 9001. */
export function formOf(...rows: Partial[][]): Form {
  const fields: FieldDefinition[] = [];
  let newLineId = 9001;
  rows.forEach((row, r) => {
    for (const field of row) fields.push({ ...field, FormId: 1, Sequence: fields.length + 1 });
    if (r < rows.length - 1) {
      fields.push({
        FieldDefinitionId: newLineId++,
        FormId: 1,
        TypeId: FieldType.NewLine,
        Name: '',
        ColSpan: 1,
        Sequence: fields.length + 1,
      });
    }
  });
  return {
    FormId: 1,
    FormName: 'Test',
    Rows: [],
    Columns: [],
    Fields: fields,
    Options: { Ruler: 0, Guide: 0 },
  };
}

export const values = (entries: Record<number, string>): Map<number, string> =>
  new Map(Object.entries(entries).map(([k, v]) => [Number(k), v]));
