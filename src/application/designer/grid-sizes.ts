/**
 * Row heights and column widths an undo or redo must put back: compared position by position (the
 * server may have given rows new ids since), sent with every row or column of the form as
 * `form/updaterows` and `form/updatecolumns` carry them (src/domain/forms/designer/grid-resize.ts).
 */
import { updateColumnsPayload, updateRowsPayload } from '../../domain/forms/designer/grid-resize';
import type { Form, FormColumn, FormRow } from '../../domain/forms/form.entity';

const inOrder = (rows: readonly FormRow[]) => [...rows].sort((a, b) => a.RowIndex - b.RowIndex);

/** The server's rows with the wanted heights; null when no height differs. */
export function heightsToSend(
  server: Pick<Form, 'Rows' | 'FormId'>,
  wanted: Pick<Form, 'Rows'>,
): FormRow[] | null {
  const want = inOrder(wanted.Rows);
  let changed = false;
  const rows = inOrder(server.Rows).map((row, index) => {
    const height = want[index]?.Height;
    if (height === undefined || height === row.Height) return row;
    changed = true;
    return { ...row, Height: height };
  });
  return changed ? updateRowsPayload({ FormId: server.FormId, Rows: rows }).Rows : null;
}

/** The server's columns with the wanted widths; null when no width differs. */
export function widthsToSend(
  server: Pick<Form, 'Columns' | 'FormId'>,
  wanted: Pick<Form, 'Columns'>,
): FormColumn[] | null {
  let changed = false;
  const columns = server.Columns.map((column, index) => {
    const width = wanted.Columns[index]?.Width;
    if (width === undefined || width === column.Width) return column;
    changed = true;
    return { ...column, Width: width };
  });
  return changed ? updateColumnsPayload({ FormId: server.FormId, Columns: columns }).Columns : null;
}
