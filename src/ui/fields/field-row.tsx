import { observer } from 'mobx-react-lite';
import { Component, useMemo, type CSSProperties, type ReactNode } from 'react';
import { FieldType } from '../../domain/forms/form.entity';
import { fieldAccess, type FieldAccess } from '../../domain/forms/instance/field-access';
import { CHOICE_TYPES, type FieldShape } from '../../domain/forms/instance/field-kinds';
import type { FieldPlacement } from '../../domain/forms/instance/form-grid';
import { FieldCell } from './field-cell';
import { FailedCell, FieldErrorBoundary } from './field-error-boundary';
import { useFieldGrid } from './field-grid-context';

export interface FieldRowProps {
  readonly placements: readonly FieldPlacement[];
  /** 1-based, as the designer and formula ranges count rows. */
  readonly row: number;
  readonly height: number;
  readonly columns: string;
  readonly shapes: ReadonlyMap<number, FieldShape>;
  readonly readOnly: boolean;
  readonly accessOf?: (shape: FieldShape) => FieldAccess;
}

/** Rows holding a field with a pop-up panel (the check list) are always rendered: containment would clip it. */
const hasPopup = (row: readonly FieldPlacement[]) =>
  row.some(
    (p) =>
      p.field.TypeId === FieldType.CheckBoxList ||
      p.field.ParentFieldDefinition?.TypeId === FieldType.CheckBoxList,
  );

/**
 * A cell's place, written only where the grid's own flow would put it elsewhere: a field spanning columns (its
 * span, and its width: the spanned columns plus 5px per extra one), or one after a gap. A one-column field in
 * its turn needs no style: the grid flows it into the next column and stretches it to the column's width.
 */
export function placeStyle(placement: FieldPlacement, flowColumn: number): CSSProperties | undefined {
  if (placement.span === 1 && placement.col === flowColumn) return undefined;
  // One style object per placement, so a spanning cell's props stay equal from one render of its row to the next.
  let style = placeStyles.get(placement);
  if (!style) {
    style =
      placement.span > 1
        ? { gridColumn: `${placement.col} / span ${placement.span}`, width: `${placement.width}px` }
        : { gridColumn: `${placement.col} / span 1` };
    placeStyles.set(placement, style);
  }
  return style;
}

const placeStyles = new WeakMap<FieldPlacement, CSSProperties>();

/**
 * One row of the form: a grid of the form's columns, skipped by the browser while out of view
 * (`content-visibility`). The row observes its fields' entries (value, message, formula result, options) and
 * hands each cell plain props, so a change re-renders the row it touches and, of its cells, only the one whose
 * props changed (one reaction per row rather than per field). `isolated` wraps each cell in its own error
 * boundary: RowBoundary asks for it after a cell failed, so that only that cell shows its error.
 */
export const FieldRow = observer(function FieldRow(props: FieldRowProps & { isolated?: boolean }) {
  const { placements, row, height, columns, shapes, readOnly, accessOf, isolated = false } = props;
  const grid = useFieldGrid();
  const popup = useMemo(() => hasPopup(placements), [placements]);
  // The row re-renders on every change to one of its fields: its own style stays the same object.
  const style = useMemo<CSSProperties>(
    () => ({
      gridTemplateColumns: columns,
      minHeight: `${height}px`,
      ...(popup ? {} : { containIntrinsicSize: `auto ${height}px` }),
    }),
    [columns, height, popup],
  );
  let flowColumn = 1;
  const cells: ReactNode[] = [];
  for (const placement of placements) {
    const shape = shapes.get(placement.field.FieldDefinitionId);
    if (!shape) continue;
    const id = placement.field.FieldDefinitionId;
    const place = placeStyle(placement, flowColumn);
    flowColumn = placement.col + placement.span;
    let access: FieldAccess;
    try {
      access = accessOf ? accessOf(shape) : fieldAccess(shape, readOnly);
    } catch (error) {
      if (!isolated) throw error;
      cells.push(<FailedCell key={id} fieldId={id} style={place} />);
      continue;
    }
    const type = shape.source.TypeId;
    const entry = grid.entryOf(id);
    const cell = (
      <FieldCell
        key={id}
        placement={placement}
        place={place}
        shape={shape}
        view={access.view}
        edit={access.edit}
        value={entry.value ?? ''}
        error={entry.error}
        formula={type === FieldType.Formula ? entry.formula : undefined}
        options={CHOICE_TYPES.has(type) ? entry.options : undefined}
      />
    );
    cells.push(
      isolated ? (
        <FieldErrorBoundary key={id} fieldId={id} style={place}>
          {cell}
        </FieldErrorBoundary>
      ) : (
        cell
      ),
    );
  }
  return (
    <div className={popup ? 'fr-row' : 'fr-row fr-row--skippable'} style={style} data-row={row}>
      {cells}
    </div>
  );
});

/**
 * One field that fails to render (a corrupt stored value or definition) must not take the form down. A row
 * catches the failure, then draws itself again with a boundary around each cell, so the failing field shows
 * its error in its own cell and the rest of the row works. Rows never pay for a boundary per cell otherwise.
 */
export class RowBoundary extends Component<FieldRowProps, { isolated: boolean }> {
  override state = { isolated: false };

  static getDerivedStateFromError(): { isolated: boolean } {
    return { isolated: true };
  }

  override render() {
    return <FieldRow {...this.props} isolated={this.state.isolated} />;
  }
}
