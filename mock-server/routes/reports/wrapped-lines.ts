/**
 * How tall a wrapped cell is: LibreOffice gives a row of an .xlsx without a height one line (it does not fit rows to
 * wrapped text on opening), so a long text in a wrap column ran into the next row and lost its end. The workbook
 * writes each row's height from its most wrapped cell instead (docs/reports.md).
 */

/** A line of the default font (Calibri 11, or what stands in for it), in points. */
export const LINE_HEIGHT_PT = 15;

/**
 * The lines a text takes wrapped in a column `width` characters wide: word by word, a word longer than a line broken
 * across lines, each line break of the text starting a line. Two characters of the width are margin, and every
 * character counts as wide as a digit (the unit of the width), so the estimate errs on the tall side.
 */
export function wrappedLines(text: string, width: number): number {
  const capacity = Math.max(1, Math.floor(width) - 2);
  if (text.length <= capacity && !/[\r\n]/.test(text)) return 1;
  let lines = 0;
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let count = 1;
    let used = 0;
    for (const word of paragraph.split(' ')) {
      if (word === '') continue;
      if (used > 0 && used + 1 + word.length <= capacity) {
        used += 1 + word.length;
        continue;
      }
      if (used > 0) count += 1;
      count += Math.ceil(word.length / capacity) - 1;
      used = word.length % capacity || capacity;
    }
    lines += count;
  }
  return lines;
}

/** The height of a row of wrapped cells (text and column width each), or undefined when one line holds them all. */
export function wrappedRowHeight(cells: readonly { text: string; width: number }[]): number | undefined {
  let lines = 1;
  for (const { text, width } of cells) if (text) lines = Math.max(lines, wrappedLines(text, width));
  return lines > 1 ? lines * LINE_HEIGHT_PT : undefined;
}
