import { FieldType, type FieldOption } from '../../domain/forms/form.entity';
import { formulaDisplayText } from '../../domain/forms/formula/formula-display';
import type { FormulaResult } from '../../domain/forms/formula/formula-engine';
import { valueDisplayText } from '../../domain/forms/instance/field-display';
import { CheckList } from './controls/check-list';
import { CheckBoxInput, RadioList, SelectInput } from './controls/choice-controls';
import { EncryptedInput } from './controls/encrypted-input';
import { FormulaOutput } from './controls/formula-output';
import { TextAreaInput } from './controls/text-area';
import { TextInput } from './controls/text-input';
import type { ControlProps } from './field-renderer.types';

/** Which label a control takes: a <label for> (labelable controls) or a named group. */
export function labelKind(type: number): 'for' | 'group' {
  return type === FieldType.RadioButtonList || type === FieldType.CheckBoxList ? 'group' : 'for';
}

/** The control of a field, by the type of the field that defines it (its parent for a link or mirror). */
export function FieldControl(
  props: ControlProps & { lockedAtStart: boolean; formula?: FormulaResult; options?: readonly FieldOption[] },
) {
  const { shape } = props;
  const source = shape.source;
  const options = (): readonly FieldOption[] => props.options ?? source.OptionsList ?? [];
  switch (source.TypeId) {
    case FieldType.Formula: {
      // A mirror of a formula is computed here; a linked formula arrives computed from its own form. Both are
      // shown as every export shows them (formula-display.ts, field-display.ts).
      const text = shape.role === 'linked' ? valueDisplayText(source, props.value) : formulaDisplayText(props.formula, source.FormattingType);
      return <FormulaOutput inputId={props.inputId} text={text} message={props.formula?.message} describedBy={props.describedBy} />;
    }
    case FieldType.TextBox:
      if (source.EncryptData && props.lockedAtStart) return <EncryptedInput {...props} />;
      return <TextInput {...props} />;
    case FieldType.TextArea:
      return <TextAreaInput {...props} />;
    case FieldType.CheckBox:
      return <CheckBoxInput {...props} />;
    case FieldType.Select:
    case FieldType.NestedSelect:
      return <SelectInput {...props} options={options()} />;
    case FieldType.RadioButtonList:
      return <RadioList {...props} options={options()} />;
    case FieldType.CheckBoxList:
      return <CheckList {...props} options={options()} />;
    default:
      return null;
  }
}
