/**
 * Resizing rows and columns in the designer (spec sections 3, 7 and 9): default column width 180 px
 * (at most 1920), default row height 50 px, and the 500 ms debounced form/updaterows and
 * form/updatecolumns payloads, which carry every row or column of the form so the last one sent wins.
 */
import { FORM_DEFAULTS, type Form, type FormColumn, type FormRow } from '../form.entity';

export const DEFAULT_COLUMN_WIDTH = FORM_DEFAULTS.columnWidth;
export const MAX_COLUMN_WIDTH = FORM_DEFAULTS.maxColumnWidth;
/** (ours) Narrow enough for a check box, wide enough to grab the handle. */
export const MIN_COLUMN_WIDTH = 40;
export const DEFAULT_ROW_HEIGHT = FORM_DEFAULTS.rowHeight;
/** (ours) One line of small text. */
export const MIN_ROW_HEIGHT = 20;
/** (ours) The specification gives no maximum height; a page-guide page is about 1000 px tall. */
export const MAX_ROW_HEIGHT = 1000;
/** updaterows and updatecolumns wait this long after the last resize (spec section 9). */
export const RESIZE_DEBOUNCE_MS = 500;
/** Extra width a field gets per additional spanned column (spec section 9). */
export const SPAN_GAP_PX = 5;

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(v, hi));

/** A stored column width: a positive number of pixels, at most 1920; the default when not a positive number. */
export function readColumnWidth(width: unknown): number {
  return typeof width === 'number' && Number.isFinite(width) && width > 0
    ? Math.min(Math.round(width), MAX_COLUMN_WIDTH)
    : DEFAULT_COLUMN_WIDTH;
}

/** A stored row height: a positive number of pixels; the default when not a positive number. */
export function readRowHeight(height: unknown): number {
  return typeof height === 'number' && Number.isFinite(height) && height > 0
    ? Math.round(height)
    : DEFAULT_ROW_HEIGHT;
}

/** A width the user resizes to: whole pixels from MIN_COLUMN_WIDTH to MAX_COLUMN_WIDTH; the default when not a number. */
export function clampColumnWidth(width: unknown): number {
  return typeof width === 'number' && Number.isFinite(width)
    ? clamp(Math.round(width), MIN_COLUMN_WIDTH, MAX_COLUMN_WIDTH)
    : DEFAULT_COLUMN_WIDTH;
}

/** A height the user resizes to: whole pixels from MIN_ROW_HEIGHT to MAX_ROW_HEIGHT; the default when not a number. */
export function clampRowHeight(height: unknown): number {
  return typeof height === 'number' && Number.isFinite(height)
    ? clamp(Math.round(height), MIN_ROW_HEIGHT, MAX_ROW_HEIGHT)
    : DEFAULT_ROW_HEIGHT;
}

/** The form with column `columnId` `width` px wide (clamped). Unknown ids change nothing. */
export function resizeColumn<F extends Pick<Form, 'Columns'>>(form: F, columnId: number, width: number): F {
  if (!form.Columns.some((c) => c.ColumnId === columnId)) return form;
  const w = clampColumnWidth(width);
  return {
    ...form,
    Columns: form.Columns.map((c) => (c.ColumnId === columnId && c.Width !== w ? { ...c, Width: w } : c)),
  };
}

/** The form with row `rowId` `height` px tall (clamped). Unknown ids change nothing. */
export function resizeRow<F extends Pick<Form, 'Rows'>>(form: F, rowId: number, height: number): F {
  if (!form.Rows.some((r) => r.RowId === rowId)) return form;
  const h = clampRowHeight(height);
  return {
    ...form,
    Rows: form.Rows.map((r) => (r.RowId === rowId && r.Height !== h ? { ...r, Height: h } : r)),
  };
}

/** The size after dragging a handle `delta` px from where it started. */
export function draggedSize(start: number, delta: number, axis: 'row' | 'column'): number {
  return axis === 'row' ? clampRowHeight(start + delta) : clampColumnWidth(start + delta);
}

/** POST form/updaterows: { FormId, Rows: [{ RowId, Height, RowIndex, FormId }] }, by RowIndex. */
export function updateRowsPayload(form: Pick<Form, 'FormId' | 'Rows'>): { FormId: number; Rows: FormRow[] } {
  const rows = [...form.Rows].sort((a, b) => a.RowIndex - b.RowIndex);
  return {
    FormId: form.FormId,
    Rows: rows.map((r) => ({
      RowId: r.RowId,
      Height: readRowHeight(r.Height),
      RowIndex: r.RowIndex,
      FormId: form.FormId,
    })),
  };
}

/** POST form/updatecolumns: { FormId, Columns: [{ ColumnId, Width }] }, in column order. */
export function updateColumnsPayload(form: Pick<Form, 'FormId' | 'Columns'>): {
  FormId: number;
  Columns: FormColumn[];
} {
  return {
    FormId: form.FormId,
    Columns: form.Columns.map((c) => ({ ColumnId: c.ColumnId, Width: readColumnWidth(c.Width) })),
  };
}

/** What a resize sends once the debounce has passed. */
export type ResizePayload =
  | { readonly call: 'updaterows'; readonly body: ReturnType<typeof updateRowsPayload> }
  | { readonly call: 'updatecolumns'; readonly body: ReturnType<typeof updateColumnsPayload> };

/** The payload for a resize of `axis` in `form` (after resizeRow or resizeColumn). */
export function resizePayload(
  form: Pick<Form, 'FormId' | 'Rows' | 'Columns'>,
  axis: 'row' | 'column',
): ResizePayload {
  return axis === 'row'
    ? { call: 'updaterows', body: updateRowsPayload(form) }
    : { call: 'updatecolumns', body: updateColumnsPayload(form) };
}

/**
 * The width of a field starting at column `col` (1-based) and spanning `span` columns: the column
 * widths plus 5 px per additional column. Missing columns count at the default width.
 */
export function spannedWidth(
  columns: readonly Pick<FormColumn, 'Width'>[],
  col: number,
  span: number,
): number {
  let width = 0;
  for (let c = col; c < col + span; c++) width += readColumnWidth(columns[c - 1]?.Width);
  return width + SPAN_GAP_PX * Math.max(0, span - 1);
}
