import { useId } from 'react';
import { MaskType, ValidationPatternType } from '../../domain/forms/form.entity';
import { DatePicker } from '../fields/controls/date-picker';
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
  const id = useId();
  return (
    <div className="dlg-field date-field">
      <label htmlFor={id}>{label}</label>
      <span className="date-field__row">
        <input
          id={id}
          value={value}
          placeholder="MM/DD/YYYY"
          inputMode="numeric"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {!disabled && <DatePicker field={DATE_FIELD} value={value} label={label} onChange={onChange} />}
      </span>
      {error && (
        <div id={`${id}-error`} className="dlg-field__error">
          <p>{error}</p>
        </div>
      )}
    </div>
  );
}
