/**
 * How a formula reads an input field's value: as typed (number-input.ts), except that in a percentage text
 * box the number typed is the percent (`25` is 25 %, formats/percent-entry.ts). A linked field is read as its
 * parent is; a linked formula's value was computed in its own form, so it is read as written.
 */
import { FieldType, type FieldDefinition } from '../form.entity';
import { isPercentFormat, percentEntryOf } from '../formats/percent-entry';
import { parseNumberInput } from './number-input';

export type InputReader = (raw: string | number | null | undefined) => number;

/** The field whose type and format say how a value is typed: the field, or a linked field's parent. */
function typedSource(field: FieldDefinition): FieldDefinition {
  const linked = field.TypeId === FieldType.LinkedField || field.OrigTypeId === FieldType.LinkedField;
  return linked ? (field.ParentFieldDefinition ?? field) : field;
}

/** The reader of one input field. Most fields read numbers as written, at the cost of one call. */
export function inputReaderOf(field: FieldDefinition): InputReader {
  const source = typedSource(field);
  if (source.TypeId !== FieldType.TextBox || !isPercentFormat(source.FormattingType)) return parseNumberInput;
  const type = source.FormattingType;
  return (raw) =>
    typeof raw === 'string' ? parseNumberInput(percentEntryOf(type, raw)) : parseNumberInput(raw);
}
