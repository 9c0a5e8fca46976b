import { memo, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { FieldType } from '../../domain/forms/form.entity';
import { fieldAccess } from '../../domain/forms/instance/field-access';
import { shapesOf } from '../../domain/forms/instance/field-kinds';
import { formGrid, type FieldPlacement } from '../../domain/forms/instance/form-grid';
import { FieldCell } from './field-cell';
import { FieldErrorBoundary } from './field-error-boundary';
import { FieldGridContext } from './field-grid-context';
import type { FieldGridContextValue, FieldGridProps } from './field-renderer.types';
import './fields.css';

/** Rows holding a field with a pop-up panel (the check list) are always rendered: containment would clip it. */
const hasPopup = (row: readonly FieldPlacement[]) =>
  row.some((p) => p.field.TypeId === FieldType.CheckBoxList || p.field.ParentFieldDefinition?.TypeId === FieldType.CheckBoxList);

/**
 * THE field renderer: a form's fields on its grid, with the form's column widths and row heights. Each row
 * is a grid of the form's columns; rows out of view are skipped by the browser (`content-visibility`), and
 * each field is its own observer, so a change re-renders only the fields that read it.
 */
export const FieldGrid = memo(function FieldGrid(props: FieldGridProps) {
  const { layout, values, errors, formulaResults, options, readOnly = false, accessOf, encrypted, idPrefix = 'field', label } = props;
  const grid = useMemo(() => formGrid(layout.Fields, layout.Columns, layout.Rows), [layout.Fields, layout.Columns, layout.Rows]);
  const shapes = useMemo(() => shapesOf({ Fields: [...layout.Fields] }), [layout.Fields]);
  const rows = useMemo(() => {
    const byRow: FieldPlacement[][] = grid.rowHeights.map(() => []);
    for (const placement of grid.placements) byRow[placement.row - 1]?.push(placement);
    return byRow;
  }, [grid]);
  // The latest onChange, without making every cell re-render when a parent passes a new function.
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  }, [props.onChange]);
  const context = useMemo<FieldGridContextValue>(
    () => ({ values, errors, formulaResults, options, encrypted, idPrefix, change: (id, value) => onChange.current(id, value) }),
    [values, errors, formulaResults, options, encrypted, idPrefix],
  );
  const columns = grid.columnWidths.map((width) => `${width}px`).join(' ');
  return (
    <FieldGridContext.Provider value={context}>
      <div className="fr-grid" role="group" aria-label={label}>
        {rows.map((row, index) => {
          const height = grid.rowHeights[index];
          const style: CSSProperties = { gridTemplateColumns: columns, minHeight: `${height}px` };
          if (!hasPopup(row)) style.containIntrinsicSize = `auto ${height}px`;
          return (
            <div key={index} className={hasPopup(row) ? 'fr-row' : 'fr-row fr-row--skippable'} style={style} data-row={index + 1}>
              {row.map((placement) => {
                const shape = shapes.get(placement.field.FieldDefinitionId);
                if (!shape) return null;
                const access = accessOf ? accessOf(shape) : fieldAccess(shape, readOnly);
                const id = placement.field.FieldDefinitionId;
                const place = { gridColumn: `${placement.col} / span ${placement.span}`, width: `${placement.width}px` };
                return (
                  <FieldErrorBoundary key={id} fieldId={id} style={place}>
                    <FieldCell placement={placement} shape={shape} view={access.view} edit={access.edit} />
                  </FieldErrorBoundary>
                );
              })}
            </div>
          );
        })}
      </div>
    </FieldGridContext.Provider>
  );
});
