import { memo, useEffect, useMemo, useRef } from 'react';
import { shapesOf, type FieldShape } from '../../domain/forms/instance/field-kinds';
import { formGrid, type FieldPlacement } from '../../domain/forms/instance/form-grid';
import { FieldGridContext } from './field-grid-context';
import { fieldIdOfInput } from './input-ids';
import type { FieldGridContextValue, FieldGridProps } from './field-renderer.types';
import { RowBoundary } from './field-row';
import { useRowsDrawn } from './use-rows-drawn';
import './fields.css';

/**
 * THE field renderer: a form's fields on its grid, with the form's column widths and row heights. Each row
 * is a grid of the form's columns; rows out of view are skipped by the browser (`content-visibility`), and
 * each row observes its own fields, so a change re-renders only the row it touches and, there, only the
 * cells whose entries changed (field-row.tsx).
 */
export const FieldGrid = memo(function FieldGrid(props: FieldGridProps) {
  const {
    layout,
    entries,
    values,
    errors,
    formulaResults,
    options,
    readOnly = false,
    accessOf,
    encrypted,
    idPrefix = 'field',
    label,
    nearViewFirst = false,
  } = props;
  const grid = useMemo(
    () => formGrid(layout.Fields, layout.Columns, layout.Rows),
    [layout.Fields, layout.Columns, layout.Rows],
  );
  const own = useMemo(
    () => (props.shapes ? null : shapesOf({ Fields: [...layout.Fields] })),
    [props.shapes, layout.Fields],
  );
  const shapes = props.shapes ?? (own as ReadonlyMap<number, FieldShape>);
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
    () => ({
      entryOf: entries
        ? (id) => entries.entry(id)
        : (id) => ({
            value: values?.get(id),
            error: errors?.get(id),
            formula: formulaResults?.get(id),
            options: options?.get(id),
          }),
      encrypted,
      idPrefix,
      change: (id, value) => onChange.current(id, value),
      inputChanged: (event) => {
        const id = fieldIdOfInput(idPrefix, event.currentTarget.id);
        if (id !== null) onChange.current(id, event.currentTarget.value);
      },
    }),
    [entries, values, errors, formulaResults, options, encrypted, idPrefix],
  );
  const drawn = useRowsDrawn(grid.rowHeights, nearViewFirst);
  const columns = grid.columnWidths.map((width) => `${width}px`).join(' ');
  return (
    <FieldGridContext.Provider value={context}>
      <div className="fr-grid" role="group" aria-label={label}>
        {(drawn < rows.length ? rows.slice(0, drawn) : rows).map((row, index) => (
          <RowBoundary
            key={index}
            placements={row}
            row={index + 1}
            height={grid.rowHeights[index]}
            columns={columns}
            shapes={shapes}
            readOnly={readOnly}
            accessOf={accessOf}
          />
        ))}
        {drawn < rows.length && (
          <div
            className="fr-rows-pending"
            aria-hidden="true"
            style={{ height: `${grid.rowHeights.slice(drawn).reduce((sum, h) => sum + h, 0)}px` }}
          />
        )}
      </div>
    </FieldGridContext.Provider>
  );
});
