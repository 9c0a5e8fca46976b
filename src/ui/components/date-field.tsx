import { MaskType, ValidationPatternType } from '../../domain/forms/form.entity';
import { DatePicker } from '../fields/controls/date-picker';
import { FormField } from './form-field';
import './date-field.css';

const DATE_FIELD = { MaskType: MaskType.Date, ValidationPatternType: ValidationPatternType.None };

/**
 * A date typed as the forms show it (MM/DD/YYYY, forms spec §9), with the date picker the form fields use beside
 * it; its message under it, tied with aria-describedby.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <FormField variant="dialog" className="date-field" label={label} error={error}>
      {(control) => (
        <span className="date-field__row">
          <input
            {...control}
            value={value}
            placeholder="MM/DD/YYYY"
            inputMode="numeric"
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          />
          {!disabled && <DatePicker field={DATE_FIELD} value={value} label={label} onChange={onChange} />}
        </span>
      )}
    </FormField>
  );
}
