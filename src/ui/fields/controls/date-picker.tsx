import {
  DATE_PICKER_STEP_MINUTES,
  fromPicker,
  pickerKindFor,
  toPicker,
} from '../../../domain/forms/instance/date-picking';
import type { FieldDefinition } from '../../../domain/forms/form.entity';

const KIND_WORDS: Record<ReturnType<typeof pickerKindFor>, string> = {
  date: 'a date',
  time: 'a time',
  'datetime-local': 'a date and time',
};

/**
 * The browser's own calendar beside a date box (forms spec §9: 30-minute steps, MM/DD/YYYY with 12-hour
 * time). Picking writes the field's text; typing stays possible.
 */
export function DatePicker(props: {
  field: Pick<FieldDefinition, 'MaskType' | 'ValidationPatternType'>;
  value: string;
  label: string;
  onChange: (value: string) => void;
}) {
  const { field, value, label, onChange } = props;
  const kind = pickerKindFor(field);
  return (
    <input
      type={kind}
      className="fr-date-picker"
      aria-label={`Choose ${KIND_WORDS[kind]} for ${label}`}
      step={kind === 'date' ? undefined : DATE_PICKER_STEP_MINUTES * 60}
      value={toPicker(value, kind)}
      onChange={(event) => {
        const text = fromPicker(event.target.value, field);
        if (text) onChange(text);
      }}
    />
  );
}
