import { observer } from 'mobx-react-lite';
import { useState, type CSSProperties } from 'react';
import { FieldType } from '../../domain/forms/form.entity';
import { CHOICE_TYPES, isStatic, type FieldShape } from '../../domain/forms/instance/field-kinds';
import type { FieldPlacement } from '../../domain/forms/instance/form-grid';
import { StaticContent } from './controls/static-content';
import { FieldControl, labelKind } from './field-control';
import { useFieldGrid } from './field-grid-context';
import { fontSizeOf, isHorizontal, labelRatioOf, labelStyle } from './field-styles';

interface FieldCellProps {
  placement: FieldPlacement;
  shape: FieldShape;
  view: boolean;
  edit: boolean;
}

/**
 * One field in its grid cell: label (ShowFieldName; otherwise kept for screen readers), control, and the
 * validation message tied to the control with aria-describedby. The one observer of a field: it reads only
 * its own entries (value, message, formula result, options) and hands them to the control.
 */
export const FieldCell = observer(function FieldCell({ placement, shape, view, edit }: FieldCellProps) {
  const grid = useFieldGrid();
  const { field } = shape;
  const id = field.FieldDefinitionId;
  const value = grid.values.get(id) ?? '';
  // An encrypted value arrives under its display mask: it stays locked until revealed (empty: nothing to hide).
  const [lockedAtStart] = useState(() => value !== '');
  const cellStyle: CSSProperties = {
    gridColumn: `${placement.col} / span ${placement.span}`,
    width: `${placement.width}px`,
  };
  if (!view) return <div className="fr-cell" style={cellStyle} data-field-id={id} />;
  if (isStatic(field)) {
    return (
      <div className="fr-cell fr-cell--static" style={cellStyle} data-field-id={id}>
        <StaticContent field={field} />
      </div>
    );
  }
  const css = field.CSS ?? shape.source.CSS;
  const inputId = `${grid.idPrefix}-${id}`;
  const labelId = `${inputId}-label`;
  const errorId = `${inputId}-error`;
  const error = grid.errors?.get(id);
  const label = field.Name || shape.source.Name || `Field ${id}`;
  const hidden = field.ShowFieldName === false ? ' fr-sr-only' : '';
  const horizontal = isHorizontal(css);
  const labelBox: CSSProperties = { ...labelStyle(css), ...(horizontal ? { flex: `0 0 ${labelRatioOf(css)}%` } : {}) };
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
  return (
    <div
      className={`fr-cell fr-field ${horizontal ? 'fr-field--horizontal' : 'fr-field--vertical'}`}
      style={cellStyle}
      data-field-id={id}
    >
      {labelElement}
      <div className="fr-control" style={{ fontSize: `${fontSizeOf(css)}px` }}>
        {shape.missingParent ? (
          <span className="fr-missing">{shape.missingParent}</span>
        ) : (
          <FieldControl
            formula={shape.source.TypeId === FieldType.Formula ? grid.formulaResults?.get(id) : undefined}
            options={CHOICE_TYPES.has(shape.source.TypeId) ? grid.options?.get(id) : undefined}
            shape={shape}
            inputId={inputId}
            labelId={labelId}
            label={label}
            value={value}
            disabled={!edit}
            describedBy={error ? errorId : undefined}
            invalid={!!error}
            onChange={(next) => grid.change(id, next)}
            lockedAtStart={lockedAtStart}
          />
        )}
        {error && (
          <span id={errorId} className="fr-error">
            {error}
          </span>
        )}
      </div>
    </div>
  );
});
