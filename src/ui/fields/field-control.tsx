import type { ChangeEvent, ReactNode } from 'react';
import { DataType, FieldType, type FieldDefinition, type FieldOption } from '../../domain/forms/form.entity';
import { formulaDisplayText } from '../../domain/forms/formula/formula-display';
import type { FormulaResult } from '../../domain/forms/formula/formula-engine';
import { showsNegativeInRed, valueDisplayText } from '../../domain/forms/instance/field-display';
import { maskPatternOf } from '../../domain/forms/masks/mask-options';
import { CheckList } from './controls/check-list';
import { CheckBoxInput, RadioList, SelectInput } from './controls/choice-controls';
import { EncryptedTextBox } from './controls/encrypted-input';
import { formulaOutput } from './controls/formula-output';
import { TextAreaInput } from './controls/text-area';
import { TextInput } from './controls/text-input';
import type { ControlProps } from './field-renderer.types';

/** Which label a control takes: a <label for> (labelable controls) or a named group. */
export function labelKind(type: number): 'for' | 'group' {
  return type === FieldType.RadioButtonList || type === FieldType.CheckBoxList ? 'group' : 'for';
}

/**
 * A text box with nothing to do but show and take its text: no mask, no number format (so nothing to swap on
 * focus, no percent sign to add), no date picker. Most fields of a large form are such boxes, and they are
 * drawn without a component of their own. Four reads, cheaper than a cache entry for each of a large form's fields.
 */
function isPlainBox(source: FieldDefinition): boolean {
  return (
    !source.EncryptData &&
    (source.FormattingType ?? 0) === 0 &&
    source.DataTypeId !== DataType.DateTime &&
    maskPatternOf(source) === null
  );
}

/** What the cell knows of its control: the control's props, and how a change is reported. */
export interface CellControl extends Omit<ControlProps, 'onChange'> {
  readonly fieldId: number;
  readonly formula?: FormulaResult;
  readonly options?: readonly FieldOption[];
  change(fieldId: number, value: string): void;
  /** The grid's one handler for plain boxes (they say which field they are by their element id). */
  inputChanged(event: ChangeEvent<HTMLInputElement>): void;
}

function plainBox(cell: CellControl): ReactNode {
  const { shape, inputId, value, disabled, describedBy, invalid } = cell;
  return (
    <input
      id={inputId}
      type="text"
      className="fr-input"
      disabled={disabled}
      inputMode={shape.source.DataTypeId === DataType.Number ? 'decimal' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={value}
      onChange={cell.inputChanged}
    />
  );
}

/**
 * The control of a field, by the type of the field that defines it (its parent for a link or mirror). Called
 * as a function by the cell: a control without state of its own (a plain box, a formula's output) adds no
 * component, and no function, to the page.
 */
export function fieldControl(cell: CellControl): ReactNode {
  const { shape, fieldId, change, inputChanged: _grid, formula: _formula, options: _options, ...rest } = cell;
  const source = shape.source;
  const props: ControlProps = { ...rest, shape, onChange: (next) => change(fieldId, next) };
  const options = (): readonly FieldOption[] => cell.options ?? source.OptionsList ?? [];
  switch (source.TypeId) {
    case FieldType.Formula: {
      // A mirror of a formula is computed here; a linked formula arrives computed from its own form. Both are
      // shown as every export shows them (formula-display.ts, field-display.ts).
      const text =
        shape.role === 'linked'
          ? valueDisplayText(source, cell.value)
          : formulaDisplayText(cell.formula, source.FormattingType);
      return formulaOutput({
        inputId: cell.inputId,
        text,
        message: cell.formula?.message,
        describedBy: cell.describedBy,
        negative: showsNegativeInRed(source, text),
      });
    }
    case FieldType.TextBox:
      if (source.EncryptData) return <EncryptedTextBox {...props} />;
      return isPlainBox(source) ? plainBox(cell) : <TextInput {...props} />;
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
