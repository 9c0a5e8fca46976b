/**
 * The page guide (Form Options Guide 1, portrait): where printed pages would break. The
 * specification names the guide and the portrait US Letter page of the PDF export, not the
 * printable area; we use US Letter at 96 px per inch with half-inch margins.
 */
export const PORTRAIT_PAGE = { width: 720, height: 960 } as const;

/**
 * The y offsets (from the top of the first row) where a new page starts, given the rendered row
 * heights in order: a row that would cross the bottom of a page starts the next one (rows are not
 * split); a row taller than a page takes a page of its own.
 */
export function pageBreaks(
  rowHeights: readonly number[],
  pageHeight: number = PORTRAIT_PAGE.height,
): number[] {
  const breaks: number[] = [];
  let pageTop = 0;
  let y = 0;
  for (const raw of rowHeights) {
    const height = Number.isFinite(raw) && raw > 0 ? raw : 0;
    if (y + height - pageTop > pageHeight && y > pageTop) {
      breaks.push(y);
      pageTop = y;
    }
    y += height;
  }
  return breaks;
}
