import { observer } from 'mobx-react-lite';
import {
  isDisplayMaskEnabled,
  isFormattingEnabled,
} from '../../../../domain/forms/dialogs/field-definition.rules';
import { formattingTypesFor } from '../../../../domain/forms/formats/formatting-types';
import {
  DataType,
  DisplayMask,
  MaskType,
  ValidationPatternType,
  type DataTypeId,
  type DisplayMaskId,
  type MaskTypeId,
  type ValidationPatternTypeId,
} from '../../../../domain/forms/form.entity';
import { MASK_PATTERNS } from '../../../../domain/forms/masks/mask-options';
import type { FieldDialogStore } from '../../../../stores/designer-dialogs/field-dialog.store';
import { SelectInput, TextInput, type Choice } from '../controls';
import { CheckboxInput } from '../check-controls';

const DATA_TYPES: Choice<DataTypeId>[] = [
  { value: DataType.Text, label: 'Text' },
  { value: DataType.Number, label: 'Number' },
  { value: DataType.DateTime, label: 'Date and time' },
];

const MASK_NAMES: Record<MaskTypeId, string> = {
  [MaskType.None]: 'None',
  [MaskType.Custom]: 'Custom',
  [MaskType.SSN]: 'SSN',
  [MaskType.Phone]: 'Phone',
  [MaskType.PhoneWithExt]: 'Phone with extension',
  [MaskType.DateAndTime]: 'Date and time',
  [MaskType.Date]: 'Date',
  [MaskType.Time]: 'Time',
  [MaskType.ZIP5]: 'ZIP',
  [MaskType.ZIP9]: 'ZIP+4',
};
const MASKS: Choice<MaskTypeId>[] = (Object.keys(MASK_NAMES).map(Number) as MaskTypeId[]).map((value) => {
  const pattern = (MASK_PATTERNS as Record<number, string>)[value];
  return { value, label: pattern ? `${MASK_NAMES[value]} (${pattern})` : MASK_NAMES[value] };
});

const PATTERN_NAMES: Record<ValidationPatternTypeId, string> = {
  [ValidationPatternType.None]: 'None',
  [ValidationPatternType.Custom]: 'Custom (regular expression)',
  [ValidationPatternType.Number]: 'Number',
  [ValidationPatternType.Integer]: 'Integer',
  [ValidationPatternType.DateAndTime]: 'Date and time',
  [ValidationPatternType.Date]: 'Date',
  [ValidationPatternType.Time]: 'Time',
  [ValidationPatternType.SSN]: 'SSN',
  [ValidationPatternType.Email]: 'E-mail',
  [ValidationPatternType.Phone]: 'Phone',
  [ValidationPatternType.PhoneWithExt]: 'Phone with extension',
  [ValidationPatternType.PhoneWithOptExt]: 'Phone with optional extension',
  [ValidationPatternType.ZIP5]: 'ZIP',
  [ValidationPatternType.ZIP9]: 'ZIP+4',
  [ValidationPatternType.ZIP5Or9]: 'ZIP or ZIP+4',
  [ValidationPatternType.NumberStrict]: 'Number (strict)',
};
const PATTERNS: Choice<ValidationPatternTypeId>[] = (
  Object.keys(PATTERN_NAMES).map(Number) as ValidationPatternTypeId[]
).map((value) => ({ value, label: PATTERN_NAMES[value] }));

const DISPLAY_MASKS: Choice<DisplayMaskId>[] = [
  { value: DisplayMask.HideAll, label: 'Hide all' },
  { value: DisplayMask.ShowOnlyLast4, label: 'Show only the last 4' },
  { value: DisplayMask.ShowOnlyFirst4, label: 'Show only the first 4' },
];

/** Data type, mask, formatting, validation pattern and encryption. */
export const DataSection = observer(function DataSection({ store }: { store: FieldDialogStore }) {
  const { draft, sections } = store;
  const field = draft.field;
  const dataType = field.DataTypeId ?? DataType.Text;
  const formattingOn = isFormattingEnabled(field);
  const formats = formattingTypesFor(sections.formula ? DataType.Number : dataType).map((f) => ({
    value: f.Value,
    label: f.Name,
  }));
  const touch = (key: string) => () => store.touch(key);
  return (
    <div className="dlg-grid">
      {sections.dataType && (
        <SelectInput
          label="Data type"
          value={dataType}
          choices={DATA_TYPES}
          onChange={(v) => v !== null && draft.dataTypeChanged(v)}
        />
      )}
      {sections.mask && (
        <SelectInput
          label="Mask"
          value={field.MaskType ?? MaskType.None}
          choices={MASKS}
          onChange={(v) => v !== null && draft.maskTypeChanged(v)}
        />
      )}
      {sections.mask && field.MaskType === MaskType.Custom && (
        <TextInput
          label="Custom mask"
          value={field.Mask ?? ''}
          error={store.errorsOf('Mask')}
          hint="# a digit, ? a letter, * a letter or a digit; anything else is shown as typed."
          onChange={(v) => draft.customMaskChanged(v)}
          onBlur={touch('Mask')}
        />
      )}
      {sections.formatting && (
        <SelectInput
          label="Formatting"
          value={field.FormattingType ?? 0}
          disabled={!formattingOn}
          hint={formattingOn ? undefined : 'Not available while a mask is set or the data type is text.'}
          choices={formats}
          onChange={(v) => v !== null && draft.formattingChanged(v)}
        />
      )}
      {sections.validationPattern && (
        <SelectInput
          label="Validation pattern"
          value={field.ValidationPatternType ?? ValidationPatternType.None}
          choices={PATTERNS}
          onChange={(v) => v !== null && draft.patternChanged(v)}
        />
      )}
      {sections.validationPattern && field.ValidationPatternType === ValidationPatternType.Custom && (
        <TextInput
          label="Custom pattern"
          value={field.Options ?? ''}
          error={store.errorsOf('Pattern')}
          hint="A regular expression the whole value must match."
          onChange={(v) => {
            draft.customPatternChanged(v);
            store.touch('Pattern');
          }}
        />
      )}
      {sections.encrypt && (
        <CheckboxInput
          label="Encrypt value"
          checked={field.EncryptData === true}
          disabled={store.encryptionLocked}
          hint={
            store.encryptionLocked ? 'Only a workspace administrator can turn encryption off.' : undefined
          }
          onChange={draft.encryptChanged}
        />
      )}
      {sections.encrypt && (
        <SelectInput
          label="Display mask"
          value={field.DisplayMask ?? DisplayMask.HideAll}
          disabled={!isDisplayMaskEnabled(field) || store.encryptionLocked}
          choices={DISPLAY_MASKS}
          onChange={(v) => v !== null && draft.displayMaskChanged(v)}
        />
      )}
    </div>
  );
});
