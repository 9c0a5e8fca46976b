import { readTextAreaRows } from '../../../domain/forms/dialogs/field-readings';
import type { ControlProps } from '../field-renderer.types';

/** A text area with the field's number of rows (CSS AreaRows, 1 to 99, default 3). */
export function TextAreaInput(props: ControlProps) {
  const { shape, inputId, value, disabled, describedBy, invalid, onChange } = props;
  return (
    <textarea
      id={inputId}
      className="fr-input fr-textarea"
      rows={readTextAreaRows(shape.field.CSS?.AreaRows ?? shape.source.CSS?.AreaRows)}
      value={value}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
