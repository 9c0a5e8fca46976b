import type { ExportModel } from '../model/export-model';

/**
 * Where the PDF breaks pages (forms spec §7: "The print page is break-guided by FormHeightInPx and
 * FormWidthInPx", the sums of the form's column widths and row heights). Portrait US Letter.
 *
 * - Scale: a form pixel is 0.75 pt (96 px per inch). With FitColumns the whole form width (FormWidthInPx)
 *   is shrunk to the printable width when it is wider; a narrower form keeps its size.
 * - Without FitColumns, columns keep their size: they are cut into strips that each fit the page width,
 *   and the strips follow one another ("down, then over", as spreadsheets print).
 * - Rows are never cut by a page break: a page takes whole rows while their heights fit the printable
 *   height (a single row taller than a page still gets a page of its own, and pdfmake splits it).
 */
export const LETTER = { width: 612, height: 792 } as const;
export const SIDE_MARGIN = 36;
/** Top and bottom margins: room for the header and footer when they are printed. */
export const MARGIN_WITH_HEADER = 54;
export const MARGIN_PLAIN = 36;
export const PX_TO_PT = 0.75;

export interface PagePlan {
  /** Points per form pixel. */
  readonly scale: number;
  readonly margins: readonly [number, number, number, number];
  readonly contentWidth: number;
  readonly contentHeight: number;
  /** Column widths in pixels, as printed. */
  readonly columnsPx: readonly number[];
  /** Column indexes (0-based) of each strip, left to right. */
  readonly strips: readonly (readonly number[])[];
  /** Row indexes (0-based) of each page of a strip, top to bottom. */
  readonly pages: readonly (readonly number[])[];
}

function columnsOf(model: ExportModel, override: readonly number[] | undefined): readonly number[] {
  const valid =
    override?.length === model.columnsPx.length &&
    override.every((w) => Number.isFinite(w) && w > 0 && w <= 1920);
  return valid ? (override as readonly number[]) : model.columnsPx;
}

/** Greedy groups of consecutive items whose sizes add up to at most `limit` (at least one item each). */
function groups(sizes: readonly number[], limit: number): number[][] {
  const out: number[][] = [];
  let current: number[] = [];
  let used = 0;
  sizes.forEach((size, i) => {
    if (current.length > 0 && used + size > limit + 0.01) {
      out.push(current);
      current = [];
      used = 0;
    }
    current.push(i);
    used += size;
  });
  if (current.length > 0) out.push(current);
  return out.length > 0 ? out : [[]];
}

export function planPages(
  model: ExportModel,
  options: { FitColumns: boolean; IncludeHeaderFooter: boolean; ColumnsWidth?: readonly number[] },
): PagePlan {
  const vertical = options.IncludeHeaderFooter ? MARGIN_WITH_HEADER : MARGIN_PLAIN;
  const margins = [SIDE_MARGIN, vertical, SIDE_MARGIN, vertical] as const;
  const contentWidth = LETTER.width - 2 * SIDE_MARGIN;
  const contentHeight = LETTER.height - 2 * vertical;
  const columnsPx = columnsOf(model, options.ColumnsWidth);
  // FormWidthInPx guides the scale; the printed columns must fit whatever it says.
  const formWidth = Math.max(
    columnsPx.reduce((a, b) => a + b, 0),
    options.ColumnsWidth ? 0 : (model.formWidthInPx ?? 0),
  );
  const scale =
    options.FitColumns && formWidth * PX_TO_PT > contentWidth ? contentWidth / formWidth : PX_TO_PT;
  const strips = options.FitColumns ? [columnsPx.map((_, i) => i)] : groups(columnsPx, contentWidth / scale);
  const pages = groups(model.rowHeightsPx, contentHeight / scale);
  return { scale, margins, contentWidth, contentHeight, columnsPx, strips, pages };
}
