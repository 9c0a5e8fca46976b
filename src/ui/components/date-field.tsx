import { useRef } from 'react';
import { MaskType, ValidationPatternType } from '../../domain/forms/form.entity';
import { maskOptionsFor } from '../../domain/forms/masks/mask-options';
import { DatePicker } from '../fields/controls/date-picker';
import { useImask } from '../fields/controls/use-imask';
import { FormField } from './form-field';
import './date-field.css';

const DATE_FIELD = { MaskType: MaskType.Date, ValidationPatternType: ValidationPatternType.None };
/** The forms' date mask (##/##/####): the slashes come by themselves, letters are refused (issue 32). */
const DATE_MASK = maskOptionsFor(DATE_FIELD);

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
  const input = useRef<HTMLInputElement>(null);
  useImask(input, disabled ? null : DATE_MASK, value, onChange);
  return (
    <FormField variant="dialog" className="date-field" label={label} error={error}>
      {(control) => (
        <span className="date-field__row">
          <input
            {...control}
            ref={input}
            // Uncontrolled: imask owns the box's text and reports each accepted value (useImask).
            defaultValue={value}
            placeholder="MM/DD/YYYY"
            inputMode="numeric"
            disabled={disabled}
          />
          {!disabled && <DatePicker field={DATE_FIELD} value={value} label={label} onChange={onChange} />}
        </span>
      )}
    </FormField>
  );
}
