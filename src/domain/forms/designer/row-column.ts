/**
 * Duplicate Row or Column and Remove Row or Column (forms specification, sections 2 and 5; the
 * `CopyRowOrColumn` and `RemoveRowOrColumn` calls of docs/api-forms.md), as pure functions over a form.
 * Both answer `{ form, Errors }`: with errors the form is returned unchanged.
 *
 * Indices are 1-based and counted as the grid shows them (layoutForm): rows include the trailing empty row,
 * columns are the widest row. Choices where the specification is silent:
 * - A copied field is a deep copy with a new id (one above the highest, counting up), a new number (one above
 *   the highest number in the form, counting up) and the same name.
 *   Formulas in copies keep their references: a copy of `_5 * 2` still reads field 5. Mirror, linked and
 *   nested-select references are kept the same way.
 * - A duplicated row is inserted after row TargetIndex (0: before the first) with the source row's height.
 * - A duplicated column is one column wide: every row gets a copy (ColSpan 1) of the field covering the source
 *   column, inserted so that it starts at column TargetIndex + 1. A row with nothing in the source column gets
 *   an empty field there, so the columns to the right stay aligned; a row that ends before the target gets
 *   nothing, or empty fields up to the target when it has a field to copy. The new column takes the source
 *   column's width.
 * - IgnoreLinkedFields leaves linked fields out of the copy (a column gets an empty field in their place).
 * - Nothing to copy (an empty row, or only linked fields ignored) is an error: "Row 3 has no fields to duplicate."
 * - Removing a column shrinks the fields spanning it; a field all of whose columns are removed is removed.
 *   Removing the trailing empty row removes the trailing new line. Rows left empty disappear.
 */
import type { RowColumnChange } from '../form-catalog.entity';
import {
  FORM_DEFAULTS,
  FieldType,
  type FieldDefinition,
  type Form,
  type FormColumn,
  type FormRow,
} from '../form.entity';
import {
  sourceIndexOutOfRange,
  sourceIndicesInvalid,
  targetIndexOutOfRange,
  type GridAxis,
} from '../dialogs/dialog-messages';
import { SourceType, type SourceTypeId } from '../dialogs/row-column.dto';
import { nextFieldNumber } from '../field-number';
import { colSpanOf } from '../formula/grid-positions';
import {
  gridModelOf,
  gridSize,
  idsAfter,
  layoutForm,
  type GridModel,
  type GridRow,
  type LayoutIds,
} from './form-layout';

export interface CopyRowOrColumnInput {
  SourceType: SourceTypeId;
  SourceIndex: number;
  TargetIndex: number;
  IgnoreLinkedFields: boolean;
}

export interface RemoveRowOrColumnInput {
  SourceType: SourceTypeId;
  SourceIndices: readonly number[];
}

/** "Row 3 has no fields to duplicate." / "Column 2 has no fields to duplicate." */
export function nothingToDuplicate(axis: GridAxis, index: number): string {
  return `${axis === 'row' ? 'Row' : 'Column'} ${index} has no fields to duplicate.`;
}

interface EditableRow extends GridRow {
  row?: FormRow;
}

interface Grid {
  base: Form;
  model: GridModel;
  rows: EditableRow[];
  /** The record of the row after the last laid-out row (the trailing empty row), if any. */
  spare?: FormRow;
  rowCount: number;
  columnCount: number;
}

const isLinked = (f: FieldDefinition) =>
  f.TypeId === FieldType.LinkedField || f.OrigTypeId === FieldType.LinkedField;
const axisOf = (type: SourceTypeId): GridAxis => (type === SourceType.Column ? 'column' : 'row');
const within = (n: number, from: number, to: number) => Number.isInteger(n) && n >= from && n <= to;

function gridOf(form: Form, ids: LayoutIds): Grid {
  const base = layoutForm(form, { ids }).form;
  const model = gridModelOf(base.Fields);
  const rows = model.rows.map((r, i) => ({ ...r, row: base.Rows[i] }));
  return { base, model, rows, spare: base.Rows[model.rows.length], ...gridSize(model) };
}

/** Layout ids, and the field numbers of this form (one above its highest, counting up). */
type RowColumnIds = LayoutIds & { fieldNumber(): number };

function withNumbers(ids: LayoutIds, form: Form): RowColumnIds {
  let next = nextFieldNumber(form.Fields);
  return {
    fieldId: () => ids.fieldId(),
    rowId: () => ids.rowId(),
    columnId: () => ids.columnId(),
    fieldNumber: () => next++,
  };
}

const fresh = (form: Form, ids: RowColumnIds, TypeId: FieldDefinition['TypeId']): FieldDefinition => ({
  FieldDefinitionId: ids.fieldId(),
  FieldNumber: ids.fieldNumber(),
  FormId: form.FormId,
  TypeId,
  Name: '',
  Sequence: 0,
  ColSpan: 1,
});

const copyOf = (field: FieldDefinition, ids: RowColumnIds): FieldDefinition => ({
  ...structuredClone(field),
  FieldDefinitionId: ids.fieldId(),
  FieldNumber: ids.fieldNumber(),
  Sequence: 0,
});

/** Writes rows back as fields and row records, then lays the form out. */
function rebuild(
  grid: Grid,
  rows: EditableRow[],
  trailing: boolean,
  Columns: FormColumn[],
  ids: RowColumnIds,
): Form {
  const { base, model } = grid;
  const kept = rows.filter((r) => r.content.length > 0);
  const Fields = [...model.lead];
  kept.forEach((r, i) => {
    Fields.push(...r.content);
    if (i < kept.length - 1 || trailing)
      Fields.push(...(r.breaks.length > 0 ? r.breaks : [fresh(base, ids, FieldType.NewLine)]));
  });
  const newRow = (): FormRow => ({
    RowId: ids.rowId(),
    RowIndex: 0,
    Height: FORM_DEFAULTS.rowHeight,
    FormId: base.FormId,
  });
  const Rows = kept.map((r) => r.row ?? newRow());
  if (trailing || kept.length === 0) Rows.push(grid.spare ?? newRow());
  // Sequence follows the rebuilt order; layoutForm then lays it out.
  const ordered = Fields.map((f, i) => (f.Sequence === i + 1 ? f : { ...f, Sequence: i + 1 }));
  const indexed = Rows.map((r, i) => (r.RowIndex === i ? r : { ...r, RowIndex: i }));
  return layoutForm({ ...base, Fields: ordered, Rows: indexed, Columns }, { ids }).form;
}

const failed = (form: Form, ...Errors: string[]): RowColumnChange => ({ form, Errors });

/** Duplicates a row or a column (CopyRowOrColumn). */
export function copyRowOrColumn(
  form: Form,
  input: CopyRowOrColumnInput,
  layoutIds: LayoutIds = idsAfter(form),
): RowColumnChange {
  const ids = withNumbers(layoutIds, form);
  const grid = gridOf(form, ids);
  const axis = axisOf(input.SourceType);
  const count = axis === 'row' ? grid.rowCount : grid.columnCount;
  const errors: string[] = [];
  if (!within(input.SourceIndex, 1, count)) errors.push(sourceIndexOutOfRange(axis, count));
  if (!within(input.TargetIndex, 0, count)) errors.push(targetIndexOutOfRange(axis, count));
  if (errors.length > 0) return failed(form, ...errors);
  const keep = (f: FieldDefinition) => !(input.IgnoreLinkedFields && isLinked(f));
  return axis === 'row' ? copyRow(form, grid, input, keep, ids) : copyColumn(form, grid, input, keep, ids);
}

function copyRow(
  form: Form,
  grid: Grid,
  input: CopyRowOrColumnInput,
  keep: (f: FieldDefinition) => boolean,
  ids: RowColumnIds,
) {
  const source = grid.rows[input.SourceIndex - 1];
  const content = (source?.content ?? []).filter(keep).map((f) => copyOf(f, ids));
  if (!source || content.length === 0) return failed(form, nothingToDuplicate('row', input.SourceIndex));
  const rows = [...grid.rows];
  const row = source.row && { ...source.row, RowId: ids.rowId() };
  rows.splice(Math.min(input.TargetIndex, rows.length), 0, { content, breaks: [], row });
  return { form: rebuild(grid, rows, grid.model.trailing, grid.base.Columns, ids), Errors: [] };
}

function copyColumn(
  form: Form,
  grid: Grid,
  input: CopyRowOrColumnInput,
  keep: (f: FieldDefinition) => boolean,
  ids: RowColumnIds,
) {
  const { SourceIndex: source, TargetIndex: target } = input;
  const spanOf = (f: FieldDefinition) => grid.model.layout.spanOf(f.FieldDefinitionId)!;
  let copied = 0;
  const rows = grid.rows.map((row): EditableRow => {
    const spans = row.content.map(spanOf);
    const width = spans.length > 0 ? spans[spans.length - 1].colEnd : 0;
    const at = spans.findIndex((s) => s.col <= source && source <= s.colEnd);
    const field = at < 0 || !keep(row.content[at]) ? undefined : row.content[at];
    const before = spans.filter((s) => s.col <= target).length;
    if (!field && before >= spans.length) return row;
    const inserted: FieldDefinition[] = [];
    if (field) {
      for (let col = width + 1; col <= target; col++) inserted.push(fresh(grid.base, ids, FieldType.Empty));
      inserted.push({ ...copyOf(field, ids), ColSpan: 1 });
      copied++;
    } else inserted.push(fresh(grid.base, ids, FieldType.Empty));
    return { ...row, content: [...row.content.slice(0, before), ...inserted, ...row.content.slice(before)] };
  });
  if (copied === 0) return failed(form, nothingToDuplicate('column', source));
  const Columns = [...grid.base.Columns];
  Columns.splice(target, 0, { ColumnId: ids.columnId(), Width: grid.base.Columns[source - 1].Width });
  return { form: rebuild(grid, rows, grid.model.trailing, Columns, ids), Errors: [] };
}

/** Removes rows or columns (RemoveRowOrColumn). */
export function removeRowOrColumn(
  form: Form,
  input: RemoveRowOrColumnInput,
  layoutIds: LayoutIds = idsAfter(form),
): RowColumnChange {
  const ids = withNumbers(layoutIds, form);
  const grid = gridOf(form, ids);
  const axis = axisOf(input.SourceType);
  const count = axis === 'row' ? grid.rowCount : grid.columnCount;
  const indices = new Set(input.SourceIndices);
  if (indices.size === 0) return failed(form, sourceIndicesInvalid(axis));
  if ([...indices].some((i) => !within(i, 1, count))) return failed(form, sourceIndexOutOfRange(axis, count));

  if (axis === 'row') {
    const rows = grid.rows.filter((_, i) => !indices.has(i + 1));
    const trailing = grid.model.trailing && !indices.has(grid.rows.length + 1);
    return { form: rebuild(grid, rows, trailing, grid.base.Columns, ids), Errors: [] };
  }
  const rows = grid.rows.map((row): EditableRow => {
    const content: FieldDefinition[] = [];
    for (const field of row.content) {
      const span = grid.model.layout.spanOf(field.FieldDefinitionId)!;
      let left = span.colEnd - span.col + 1;
      for (let col = span.col; col <= span.colEnd; col++) if (indices.has(col)) left--;
      if (left > 0) content.push(left === colSpanOf(field) ? field : { ...field, ColSpan: left });
    }
    return { ...row, content };
  });
  const Columns = grid.base.Columns.filter((_, i) => !indices.has(i + 1));
  return { form: rebuild(grid, rows, grid.model.trailing, Columns, ids), Errors: [] };
}
