/**
 * What one saved value (SaveFormData) may hold, by its field's kind: a text box text up to a limit and no option,
 * a number field a number-like text, a date field a date or time, a check box "true"/"false", a select, radio
 * list or nested select an OptionId and no Data, a check list a comma list of option ids, a formula a short
 * result. Whether an option id is one of the field's options is checked in forms/form-data.ts.
 */
import {
  DataType,
  FieldType,
  ValidationPatternType,
  type FieldDefinition,
} from '../../src/domain/forms/form.entity';
import { parseDateTimeText } from '../../src/domain/forms/formats/date-text';
import { PATTERN_PREDICATES } from '../../src/domain/forms/validation/validation-patterns';
import { HttpError, badRequest } from '../http';
import { LIMITS } from './limits';
import { Id, OneOf, Text, rule, textRuleProblem } from './schema-rules';
import { validObject, type Schema } from './valid-body';

const isNumberText = PATTERN_PREDICATES[ValidationPatternType.Number]!;
const OPTION_IDS = /^\d{1,10}(?:,\d{1,10})*$/;

const NoOption = (kind: string) => rule('noOption', () => `must be empty: ${kind} takes no option.`, true);
const NoData = (kind: string) =>
  rule('noData', (v) => (v === '' ? null : `must be empty: ${kind} takes an OptionId.`), true);

/** Text of at most `max` characters that `test` accepts once trimmed (empty always passes). */
const TextThat = (max: number, test: (text: string) => boolean, what: string) =>
  rule(
    'textThat',
    (v) =>
      textRuleProblem(v, { max, optional: true }) ??
      (typeof v === 'string' && v.trim() !== '' && !test(v.trim()) ? `must be ${what}.` : null),
    true,
  );

class TextBoxValue {
  @Text({ max: LIMITS.value.textBox, optional: true }) Data?: string | null;
  @NoOption('a text box') OptionId?: null;
}

class TextAreaValue {
  @Text({ max: LIMITS.value.textArea, optional: true, multiline: true }) Data?: string | null;
  @NoOption('a text area') OptionId?: null;
}

class NumberValue {
  @TextThat(LIMITS.value.number, isNumberText, 'a number') Data?: string | null;
  @NoOption('a number field') OptionId?: null;
}

class DateValue {
  @TextThat(LIMITS.value.date, (t) => parseDateTimeText(t) !== null, 'a date or time') Data?: string | null;
  @NoOption('a date field') OptionId?: null;
}

class CheckBoxValue {
  @OneOf(['', 'true', 'false'], { optional: true, what: 'true or false' }) Data?: string | null;
  @NoOption('a check box') OptionId?: null;
}

class ChoiceValue {
  @NoData('a choice') Data?: null;
  @Id({ optional: true }) OptionId?: number | null;
}

class CheckListValue {
  @TextThat(LIMITS.list.options * 11, (t) => OPTION_IDS.test(t), 'option ids separated by commas') Data?:
    string | null;
  @NoOption('a check list') OptionId?: null;
}

class FormulaValue {
  @Text({ max: LIMITS.value.formula, optional: true }) Data?: string | null;
  @NoOption('a formula') OptionId?: null;
}

/** The value schema of a field (a linked field is read as its parent: pass the parent). */
export function valueSchemaFor(field: Pick<FieldDefinition, 'TypeId' | 'DataTypeId'>): Schema<object> {
  switch (field.TypeId) {
    case FieldType.TextBox:
      if (field.DataTypeId === DataType.Number) return NumberValue;
      return field.DataTypeId === DataType.DateTime ? DateValue : TextBoxValue;
    case FieldType.CheckBox:
      return CheckBoxValue;
    case FieldType.Select:
    case FieldType.RadioButtonList:
    case FieldType.NestedSelect:
      return ChoiceValue;
    case FieldType.CheckBoxList:
      return CheckListValue;
    case FieldType.Formula:
      return FormulaValue;
    case FieldType.TextArea:
      return TextAreaValue;
    default:
      return TextBoxValue;
  }
}

/** Throws a 400 "<label>: Data must be a number." when `value` does not fit the kind of `source`. */
export function checkValueKind(
  source: Pick<FieldDefinition, 'TypeId' | 'DataTypeId'>,
  value: { Data?: string | null; OptionId?: number | null },
  label: string,
): void {
  try {
    validObject({ Data: value.Data, OptionId: value.OptionId }, valueSchemaFor(source));
  } catch (error) {
    throw error instanceof HttpError ? badRequest(`${label}: ${error.message}`) : error;
  }
}
