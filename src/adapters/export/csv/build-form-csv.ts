import type { FormInstance } from '../../../domain/forms/form-instance.entity';
import { exportErrorText } from '../model/export-field';
import { exportModelOf } from '../model/export-model';

/**
 * The CSV export (docs/exports.md): one row per field that holds a value, in layout order, with its place
 * on the grid, its label and the value as the form shows it (formatted, option names, "Yes"/"No", current
 * formula values). Static fields (header, text, image), layout fields and fields the user may not view are
 * left out. A field that cannot be shown (a damaged picture, a corrupt value) gets its row with the error as
 * its value, the rest as usual. RFC 4180: comma separated, CRLF line ends, every field quoted, quotes doubled.
 */
export const CSV_HEADER = ['Row', 'Column', 'Field', 'Value'] as const;

/** A byte-order mark so spreadsheet programs read the file as UTF-8. */
const BOM = '\ufeff';

/**
 * A cell starting with = + - @ or a tab/return is run as a formula by spreadsheet programs (CSV injection):
 * such text gets a leading apostrophe. Numbers as the form shows them (-12.5, -$1,234.50, -5%) are left alone.
 */
function neutralised(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  return /^[+-]?\$?\d[\d,]*(\.\d+)?(E[+-]\d+)?%?$/.test(text) ? text : `'${text}`;
}

export function csvCell(text: string): string {
  return `"${neutralised(text).replace(/"/g, '""')}"`;
}

export function buildFormCsv(instance: FormInstance): string {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const field of exportModelOf(instance).fields) {
    if (!field.visible || (!field.error && !['value', 'check', 'choice', 'formula'].includes(field.kind)))
      continue;
    const value = field.error ? exportErrorText(field) : field.text;
    lines.push([String(field.row), String(field.col), field.label, value].map(csvCell).join(','));
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
