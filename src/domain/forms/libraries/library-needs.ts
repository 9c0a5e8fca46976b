import { DataType, FieldType, type FieldDefinition } from '../form.entity';
import { isDateFormat } from '../formats/format-value';
import { maskPatternOf } from '../masks/mask-options';
import type { FormLibraryName } from './form-libraries';

type LibraryField = Pick<
  FieldDefinition,
  'TypeId' | 'DataTypeId' | 'FormattingType' | 'MaskType' | 'Mask' | 'Data'
> & {
  ParentFieldDefinition?: LibraryField | null;
};

/** A chain of linked fields is followed this deep at most, as field-kinds.ts follows it. */
const MAX_PARENTS = 16;

/**
 * What drawing, filling and checking these fields needs: dates for a date field (its picker) or a value shown in
 * a date format, masks for a masked field, rich text for a header or text field with content. A linked field is
 * shown as its parent (field-kinds.ts), which may come from another form: its parents count too.
 */
export function librariesFor(fields: Iterable<LibraryField>): Set<FormLibraryName> {
  const needs = new Set<FormLibraryName>();
  for (const field of fields) {
    let current: LibraryField | null | undefined = field;
    for (let depth = 0; current && depth <= MAX_PARENTS; depth++, current = current.ParentFieldDefinition) {
      if (current.DataTypeId === DataType.DateTime || isDateFormat(current.FormattingType))
        needs.add('dates');
      if (maskPatternOf(current) !== null) needs.add('masks');
      if (
        (current.TypeId === FieldType.Header || current.TypeId === FieldType.Text) &&
        (current.Data ?? '').trim() !== ''
      ) {
        needs.add('richText');
      }
    }
  }
  return needs;
}
