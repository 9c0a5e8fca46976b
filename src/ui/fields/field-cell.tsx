import { memo, type CSSProperties } from 'react';
import { FORM_DEFAULTS, type FieldOption } from '../../domain/forms/form.entity';
import type { FormulaResult } from '../../domain/forms/formula/formula-engine';
import { isStatic, type FieldShape } from '../../domain/forms/instance/field-kinds';
import type { FieldPlacement } from '../../domain/forms/instance/form-grid';
import { StaticContent } from './controls/static-content';
import { fieldControl, labelKind } from './field-control';
import { inputIdOf } from './input-ids';
import { useFieldGrid } from './field-grid-context';
import { fontSizeOf, isHorizontal, labelRatioOf, labelStyle } from './field-styles';

interface FieldCellProps {
  placement: FieldPlacement;
  /** Where the cell sits when the grid's flow would not put it there (placeStyle in field-row.tsx). */
  place: CSSProperties | undefined;
  shape: FieldShape;
  view: boolean;
  edit: boolean;
  /** The field's entries, read by its row: value, validation message, formula result, current options. */
  value: string;
  error: string | undefined;
  formula: FormulaResult | undefined;
  options: readonly FieldOption[] | undefined;
}

/**
 * One field in its grid cell: label (ShowFieldName; otherwise kept for screen readers), control, and the
 * validation message tied to the control with aria-describedby. Its row reads its entries and passes them as
 * props; the cell re-renders only when one of them changes. A field without CSS options takes the form's
 * defaults from the style sheet, so most cells carry no inline style at all.
 */
export const FieldCell = memo(function FieldCell(props: FieldCellProps) {
  const { place, shape, view, edit, value, error, formula, options } = props;
  const grid = useFieldGrid();
  const { field } = shape;
  const id = field.FieldDefinitionId;
  if (!view) return <div className="fr-cell" style={place} data-field-id={id} />;
  if (isStatic(field)) {
    return (
      <div className="fr-cell fr-cell--static" style={place} data-field-id={id}>
        <StaticContent field={field} />
      </div>
    );
  }
  const css = field.CSS ?? shape.source.CSS;
  const inputId = inputIdOf(grid.idPrefix, id);
  const labelId = `${inputId}-label`;
  const errorId = `${inputId}-error`;
  const label = field.Name || shape.source.Name || `Field ${id}`;
  const hidden = field.ShowFieldName === false ? ' fr-sr-only' : '';
  const horizontal = isHorizontal(css);
  const labelBox: CSSProperties | undefined = css
    ? { ...labelStyle(css), ...(horizontal ? { flex: `0 0 ${labelRatioOf(css)}%` } : {}) }
    : undefined;
  const fontSize = fontSizeOf(css);
  const sized = fontSize === FORM_DEFAULTS.fontSize ? undefined : { fontSize: `${fontSize}px` };
  const labelElement =
    labelKind(shape.source.TypeId) === 'for' ? (
      <label id={labelId} htmlFor={inputId} className={`fr-label${hidden}`} style={labelBox}>
        {label}
      </label>
    ) : (
      <span id={labelId} className={`fr-label${hidden}`} style={labelBox}>
        {label}
      </span>
    );
  const control = shape.missingParent ? (
    <span className="fr-missing">{shape.missingParent}</span>
  ) : (
    fieldControl({
      fieldId: id,
      formula,
      options,
      shape,
      inputId,
      labelId,
      label,
      value,
      disabled: !edit,
      describedBy: error ? errorId : undefined,
      invalid: !!error,
      change: grid.change,
      inputChanged: grid.inputChanged,
    })
  );
  const message = error && (
    <span id={errorId} className="fr-error">
      {error}
    </span>
  );
  if (horizontal) {
    return (
      <div className="fr-cell fr-field fr-field--horizontal" style={place} data-field-id={id}>
        {labelElement}
        <div className="fr-control" style={sized}>
          {control}
          {message}
        </div>
      </div>
    );
  }
  // A field above its label's column needs no box of its own for the control: label, control and message
  // stack in the cell, which takes the control's size (one element less per field on a large form).
  return (
    <div
      className="fr-cell fr-field fr-field--vertical"
      style={place ? { ...place, ...sized } : sized}
      data-field-id={id}
    >
      {labelElement}
      {control}
      {message}
    </div>
  );
});
