/**
 * The designer's automatic layout (forms specification, section 4), shared by the designer and the mock
 * server so that both keep rows, columns and sequences the same way:
 *
 * - Fields flow in Sequence order; a new-line field ends its row (GridLayout reads the grid).
 * - Empty rows are removed: a row exists only while a field other than a new line sits in it.
 * - A trailing new-line field adds an empty last row (somewhere to drop the next field).
 * - Sequence is renumbered 1..n; the changed ones are reported (what `UpdateFieldsOrder` sends).
 * - The column count is the widest row, counting ColSpan (a new line takes no column, so a trailing one is
 *   ignored). Columns are trimmed, or added at the default width (180 px); widths stay at most 1920 px.
 * - Row records keep their height (default 50 px); RowIndex is the 0-based position in `Rows`.
 * - A form always has at least one row and one column.
 * - FormWidthInPx and FormHeightInPx are the sums of the column widths and row heights.
 */
import {
  FORM_DEFAULTS,
  FieldType,
  type FieldDefinition,
  type Form,
  type FormColumn,
  type FormRow,
} from '../form.entity';
import { GridLayout, inLayoutOrder } from '../formula/grid-positions';

/** A field whose Sequence the layout changed. */
export interface SequenceChange {
  FieldDefinitionId: number;
  Sequence: number;
}

/** Where new ids come from. The defaults count up from the highest id in the form. */
export interface LayoutIds {
  fieldId(): number;
  rowId(): number;
  columnId(): number;
}

export interface LayoutOptions {
  ids?: LayoutIds;
  /**
   * The form before the change that produced `form.Fields`. When given, each row keeps the record (and so the
   * height) of the row its first surviving field was in; otherwise rows are matched by position.
   */
  previous?: Pick<Form, 'Fields' | 'Rows'>;
}

export interface FormLayoutResult {
  form: Form;
  changed: SequenceChange[];
}

/** One laid-out row: its fields left to right, and the new-line fields that follow them. */
export interface GridRow {
  content: FieldDefinition[];
  breaks: FieldDefinition[];
}

/** The fields read as rows (GridLayout's rows, with each new-line field attached to the row it ends). */
export interface GridModel {
  /** New-line fields before the first field (they make no row). */
  lead: FieldDefinition[];
  rows: GridRow[];
  /** The last field is a new line: the grid shows an empty last row. */
  trailing: boolean;
  layout: GridLayout;
}

const isNewLine = (f: Pick<FieldDefinition, 'TypeId'>) => f.TypeId === FieldType.NewLine;

function maxOf(values: Iterable<number>): number {
  let max = 0;
  for (const v of values) if (Number.isFinite(v) && v > max) max = v;
  return max;
}

const counter = (start: number) => {
  let next = start;
  return () => next++;
};

/** Ids one above the highest field, row and column id of the form, counting up. */
export function idsAfter(form: Pick<Form, 'Fields' | 'Rows' | 'Columns'>): LayoutIds {
  return {
    fieldId: counter(maxOf(form.Fields.map((f) => f.FieldDefinitionId)) + 1),
    rowId: counter(maxOf(form.Rows.map((r) => r.RowId)) + 1),
    columnId: counter(maxOf(form.Columns.map((c) => c.ColumnId)) + 1),
  };
}

/** Reads the fields as rows. */
export function gridModelOf(fields: readonly FieldDefinition[]): GridModel {
  const ordered = inLayoutOrder(fields);
  const layout = GridLayout.of(ordered);
  const rows: GridRow[] = layout.rows.map(() => ({ content: [], breaks: [] }));
  const lead: FieldDefinition[] = [];
  let current = -1;
  for (const field of ordered) {
    if (isNewLine(field)) (current < 0 ? lead : rows[current].breaks).push(field);
    else {
      current = (layout.spanOf(field.FieldDefinitionId)?.row ?? current + 1) - 1;
      rows[current].content.push(field);
    }
  }
  const last = ordered[ordered.length - 1];
  return { lead, rows, trailing: last !== undefined && isNewLine(last), layout };
}

/**
 * The new lines that end no row of their own: one before the first field, or one after another new line. Each
 * marks a row that has no field, which the layout does not show (empty rows are removed, forms spec §4), so it
 * is left as a second marker on the row before. A trailing new line that follows a field is not one of them: it
 * gives the empty last row to drop into.
 */
export function redundantNewLines(fields: readonly FieldDefinition[]): number[] {
  const model = gridModelOf(fields);
  return [...model.lead, ...model.rows.flatMap((row) => row.breaks.slice(1))].map((f) => f.FieldDefinitionId);
}

/** How many rows (at least 1, the trailing empty row included) and columns (at least 1) the grid shows. */
export function gridSize(model: GridModel): { rowCount: number; columnCount: number } {
  const widths = model.layout.rows.map((spans) => spans[spans.length - 1]?.colEnd ?? 0);
  return {
    rowCount: Math.max(1, model.rows.length + (model.trailing ? 1 : 0)),
    columnCount: Math.max(1, maxOf(widths)),
  };
}

const sortedRows = (rows: readonly FormRow[]) =>
  rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.RowIndex - b.row.RowIndex || a.index - b.index)
    .map((x) => x.row);

/** For each row of `model`, the record of `previous` it keeps (undefined: a new row). */
function matchRows(
  model: GridModel,
  rowCount: number,
  rows: readonly FormRow[],
  previous?: Pick<Form, 'Fields' | 'Rows'>,
) {
  if (!previous) {
    const byIndex = sortedRows(rows);
    return Array.from({ length: rowCount }, (_, i) => byIndex[i]);
  }
  const before = gridModelOf(previous.Fields);
  const old = sortedRows(previous.Rows);
  const used = new Set<number>();
  const take = (index: number | undefined) => {
    if (index === undefined || index < 0 || used.has(index) || old[index] === undefined) return undefined;
    used.add(index);
    return old[index];
  };
  // The empty row after the last laid-out row (the trailing row, or the only row of an empty form).
  const spare = before.rows.length;
  const matched = model.rows.map((row) => {
    for (const field of row.content) {
      const span = before.layout.spanOf(field.FieldDefinitionId);
      const kept = span && take(span.row - 1);
      if (kept) return kept;
    }
    return undefined;
  });
  for (let i = 0; i < matched.length; i++) matched[i] ??= take(spare);
  if (model.rows.length < rowCount) matched.push(take(spare));
  return matched;
}

/** Lays the form out; the input is not changed. */
export function layoutForm(form: Form, options: LayoutOptions = {}): FormLayoutResult {
  const ids = options.ids ?? idsAfter(form);
  const model = gridModelOf(form.Fields);
  const { rowCount, columnCount } = gridSize(model);

  const changed: SequenceChange[] = [];
  const ordered = [...model.lead, ...model.rows.flatMap((row) => [...row.content, ...row.breaks])];
  const Fields = ordered.map((field, index) => {
    if (field.Sequence === index + 1) return field;
    changed.push({ FieldDefinitionId: field.FieldDefinitionId, Sequence: index + 1 });
    return { ...field, Sequence: index + 1 };
  });

  const Rows: FormRow[] = matchRows(model, rowCount, form.Rows, options.previous).map((row, index) => {
    const kept = row ?? {
      RowId: ids.rowId(),
      RowIndex: index,
      Height: FORM_DEFAULTS.rowHeight,
      FormId: form.FormId,
    };
    return kept.RowIndex === index && kept.FormId === form.FormId
      ? kept
      : { ...kept, RowIndex: index, FormId: form.FormId };
  });

  const Columns: FormColumn[] = form.Columns.slice(0, columnCount).map((column) =>
    column.Width > FORM_DEFAULTS.maxColumnWidth ? { ...column, Width: FORM_DEFAULTS.maxColumnWidth } : column,
  );
  while (Columns.length < columnCount)
    Columns.push({ ColumnId: ids.columnId(), Width: FORM_DEFAULTS.columnWidth });

  return {
    form: {
      ...form,
      Fields,
      Rows,
      Columns,
      FormWidthInPx: Columns.reduce((sum, c) => sum + c.Width, 0),
      FormHeightInPx: Rows.reduce((sum, r) => sum + r.Height, 0),
    },
    changed,
  };
}
