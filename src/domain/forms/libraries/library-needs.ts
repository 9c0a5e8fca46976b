import { DataType, FieldType, type FieldDefinition } from '../form.entity';
import { isDateFormat } from '../formats/format-value';
import { maskPatternOf } from '../masks/mask-options';
import type { FormLibraryName } from './form-libraries';

type LibraryField = Pick<FieldDefinition, 'TypeId' | 'DataTypeId' | 'FormattingType' | 'MaskType' | 'Mask' | 'Data'>;

/**
 * What drawing, filling and checking these fields needs: dates for a date field (its picker) or a value shown in
 * a date format, masks for a masked field, rich text for a header or text field with content.
 */
export function librariesFor(fields: Iterable<LibraryField>): Set<FormLibraryName> {
  const needs = new Set<FormLibraryName>();
  for (const field of fields) {
    if (field.DataTypeId === DataType.DateTime || isDateFormat(field.FormattingType)) needs.add('dates');
    if (maskPatternOf(field) !== null) needs.add('masks');
    if ((field.TypeId === FieldType.Header || field.TypeId === FieldType.Text) && (field.Data ?? '').trim() !== '') {
      needs.add('richText');
    }
  }
  return needs;
}
