import type { FieldOption } from '../../../domain/forms/form.entity';
import { CHECKED } from '../../../domain/forms/instance/instance-values';
import { isInline } from '../field-styles';
import type { ControlProps } from '../field-renderer.types';

/** The empty choice of a select (forms spec §9: 'Please select...'). */
export const PLEASE_SELECT = 'Please select...';

/** A select or nested select: one option, or none. */
export function SelectInput(props: ControlProps & { options: readonly FieldOption[] }) {
  const { inputId, value, disabled, describedBy, invalid, onChange, options } = props;
  return (
    <select
      id={inputId}
      className="fr-input"
      value={value}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{PLEASE_SELECT}</option>
      {options.map((option) => (
        <option key={option.OptionId} value={String(option.OptionId)}>
          {option.Name}
        </option>
      ))}
    </select>
  );
}

/** A radio list: a radio group named by the field's label; options stacked or inline (CSS Display). */
export function RadioList(props: ControlProps & { options: readonly FieldOption[] }) {
  const { shape, inputId, labelId, value, disabled, describedBy, invalid, onChange, options } = props;
  return (
    <div
      role="radiogroup"
      id={inputId}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={
        isInline(shape.source.CSS ?? shape.field.CSS) ? 'fr-options fr-options--inline' : 'fr-options'
      }
    >
      {options.map((option) => {
        const id = `${inputId}-o${option.OptionId}`;
        return (
          <span key={option.OptionId} className="fr-option">
            <input
              type="radio"
              id={id}
              name={inputId}
              value={String(option.OptionId)}
              checked={value === String(option.OptionId)}
              disabled={disabled}
              onChange={() => onChange(String(option.OptionId))}
            />
            <label htmlFor={id}>{option.Name}</label>
          </span>
        );
      })}
    </div>
  );
}

/** A single check box: checked is "true", unchecked "". */
export function CheckBoxInput(props: ControlProps) {
  const { inputId, value, disabled, describedBy, invalid, onChange } = props;
  return (
    <input
      type="checkbox"
      id={inputId}
      className="fr-checkbox"
      checked={value === CHECKED}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.checked ? CHECKED : '')}
    />
  );
}
