import { memo, type CSSProperties } from 'react';
import { fieldNumberOf } from '../../../domain/forms/field-number';
import { fieldTypeLabel } from '../../../domain/forms/designer/field-toolbar';
import { FieldType } from '../../../domain/forms/form.entity';
import type { FieldShape } from '../../../domain/forms/instance/field-kinds';
import { StaticContent } from '../../fields/controls/static-content';
import { useDesignerActions } from './designer-actions';

export interface DesignCellProps {
  shape: FieldShape;
  row: number;
  col: number;
  span: number;
  focused: boolean;
  /** Focused or under the pointer: the cell shows its action buttons. */
  active: boolean;
  /** The field is the one on the clipboard. */
  copied: boolean;
  /** Something is on the clipboard (Paste is offered). */
  canPaste: boolean;
  /** The column the row's flow would put the cell in (the column after the cell before it). */
  flowColumn: number;
}

const placed = new Map<string, CSSProperties>();

/**
 * A cell's place on the row's grid, written only where the grid's flow would not put it (a span, a gap): most
 * cells carry no style. The style objects are shared, so a cell's props stay equal between renders.
 */
function cellPlace(col: number, span: number, flowColumn: number): CSSProperties | undefined {
  if (span === 1 && col === flowColumn) return undefined;
  const key = `${col}/${span}`;
  let style = placed.get(key);
  if (!style) {
    style = { gridColumn: `${col} / span ${span}` };
    placed.set(key, style);
  }
  return style;
}

const MOCK_TEXT: Partial<Record<number, string>> = {
  [FieldType.TextBox]: '',
  [FieldType.TextArea]: '',
  [FieldType.Select]: 'Please select... ▾',
  [FieldType.NestedSelect]: 'Please select... ▾',
  [FieldType.Formula]: '= formula',
};

/** What a field looks like in edit mode: its number, type, label and a sketch of its control. */
function CellBody({ shape }: { shape: FieldShape }) {
  const { field, source } = shape;
  if (shape.missingParent) return <p className="dz-cell__label fr-missing">{shape.missingParent}</p>;
  const type = source.TypeId;
  if (type === FieldType.Header || type === FieldType.Text || type === FieldType.Image) {
    return (
      <div className="dz-cell__static">
        <StaticContent field={source} />
      </div>
    );
  }
  if (type === FieldType.Empty) return null;
  const label = field.Name || source.Name;
  const options = (source.OptionsList ?? []).map((option) => option.Name);
  const sketch =
    type === FieldType.CheckBox
      ? '☐'
      : type === FieldType.RadioButtonList
        ? options.map((name) => `○ ${name}`).join('  ')
        : type === FieldType.CheckBoxList
          ? options.map((name) => `☐ ${name}`).join('  ')
          : (MOCK_TEXT[type] ?? '');
  return (
    <>
      {source.ShowFieldName !== false && <div className="dz-cell__label">{label}</div>}
      <div className="dz-cell__mock" aria-hidden="true">
        {sketch}
      </div>
    </>
  );
}

function typeText(shape: FieldShape): string {
  const type = fieldTypeLabel(shape.source.TypeId);
  if (shape.role === 'mirror') return `Mirror of ${shape.source.Name || type}`;
  if (shape.role === 'linked') return `Linked ${type}`;
  return type;
}

/**
 * One field on the designer's grid: draggable (data-dz-drag), a drop target (data-field-id), and, in its face,
 * a cell of the keyboard path (roving tabindex, focus ring; the canvas handles its focus and double click for
 * every cell, from `data-dz-cell` and `data-dz-editable`). Edit, Copy, Paste and Delete are there while the
 * cell is under the pointer or focused (only then, so a large form holds no hidden buttons); the keyboard
 * has Enter, Ctrl+C, Ctrl+V and Delete for them.
 */
export const DesignCell = memo(function DesignCell({
  shape,
  row,
  col,
  span,
  focused,
  active,
  copied,
  canPaste,
  flowColumn,
}: DesignCellProps) {
  const actions = useDesignerActions();
  const { field } = shape;
  const id = field.FieldDefinitionId;
  // The number users read and write in formulas (per form); the stored id stays behind it.
  const number = fieldNumberOf(field);
  const name = field.Name || shape.source.Name || fieldTypeLabel(field.TypeId);
  const type = typeText(shape);
  const style = cellPlace(col, span, flowColumn);
  const classes = [
    'dz-cell',
    field.TypeId === FieldType.Empty ? 'dz-cell--empty' : '',
    copied ? 'dz-cell--copied' : '',
    focused ? 'dz-cell--focused' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const editable = field.TypeId !== FieldType.Empty;
  // The focusable grid cell holds what the field shows (number, type, label, sketch) and takes its name from
  // that text, in the order shown (WCAG 2.5.3); the buttons sit beside it in a cell of their own, so their
  // names are not part of the field's.
  return (
    <div
      className={classes}
      style={style}
      data-field-id={id}
      data-dz-drag={`field:${id}`}
      data-dz-label={name}
    >
      <div
        className={`dz-cell__face${focused ? ' dz-focused' : ''}`}
        role="gridcell"
        tabIndex={focused ? 0 : -1}
        aria-selected={focused}
        data-dz-cell={`${row}:${col}`}
        data-dz-editable={editable || undefined}
      >
        <span className="dz-cell__badge">F{number}</span> <span className="dz-cell__type">{type}</span>{' '}
        <CellBody shape={shape} />
      </div>
      {active && (
        <div className="dz-cell__actions" role="gridcell">
          {editable && (
            <button type="button" tabIndex={-1} aria-label={`Edit ${name}`} onClick={() => actions.edit(id)}>
              Edit
            </button>
          )}
          <button type="button" tabIndex={-1} aria-label={`Copy ${name}`} onClick={() => actions.copy(id)}>
            Copy
          </button>
          {canPaste && (
            <button
              type="button"
              tabIndex={-1}
              aria-label={`Paste after ${name}`}
              onClick={() => actions.paste(id)}
            >
              Paste
            </button>
          )}
          {actions.canRemove && (
            <button
              type="button"
              tabIndex={-1}
              aria-label={`Delete ${name}`}
              onClick={() => actions.remove(id)}
            >
              Delete
            </button>
          )}
        </div>
      )}
    </div>
  );
});
