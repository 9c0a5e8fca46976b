import type { HeaderFooterInfo, PdfExportOptions } from '../../../src/ports/form-exporter.port';
import { badRequest } from '../../http';
import { optionalBoolean, optionalObject, type Fields } from '../../validate';

/**
 * The body of `POST forminstance/FormToPDF` (forms spec §7): InstanceId, ColumnsWidth, FormHtml, and the
 * optional IncludeData, IncludeFormulaData (ours: the dialog's "current formula values"), Editable,
 * FitColumns, IncludeHeaderFooter and HeaderFooterInfo. The document is built from the saved instance with
 * the shared builders, so FormHtml is only checked (a string) and not rendered: the browser and the server
 * print the same thing. ColumnsWidth gives the on-screen column widths.
 */
const MAX_HTML = 2_000_000;
const MAX_COLUMNS = 200;
const MAX_TEXT = 500;
const INFO_KEYS: ReadonlyArray<keyof HeaderFooterInfo> = [
  'WorkspaceName',
  'TeamName',
  'GeneratedByName',
  'GeneratedByEmail',
  'FormName',
  'ProjectName',
];

function columnsWidth(body: Fields): number[] {
  const value = body.ColumnsWidth;
  if (!Array.isArray(value) || value.length > MAX_COLUMNS)
    throw badRequest(`ColumnsWidth must be a list of at most ${MAX_COLUMNS} widths.`);
  if (!value.every((w) => typeof w === 'number' && Number.isFinite(w) && w > 0 && w <= 1920))
    throw badRequest('ColumnsWidth must hold widths between 1 and 1920 pixels.');
  return value as number[];
}

function headerFooterInfo(body: Fields): Partial<HeaderFooterInfo> {
  const info = optionalObject(body, 'HeaderFooterInfo') ?? {};
  const out: Partial<HeaderFooterInfo> = {};
  for (const key of INFO_KEYS) {
    const value = info[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.length > MAX_TEXT)
      throw badRequest(`HeaderFooterInfo.${key} must be text of at most ${MAX_TEXT} characters.`);
    out[key] = value;
  }
  return out;
}

export function pdfOptionsOf(body: Fields): {
  options: Partial<PdfExportOptions>;
  headerFooterInfo: Partial<HeaderFooterInfo>;
} {
  if (typeof body.FormHtml !== 'string' || body.FormHtml.length > MAX_HTML)
    throw badRequest('FormHtml must be text.');
  const options: Partial<PdfExportOptions> = { ColumnsWidth: columnsWidth(body) };
  for (const key of [
    'IncludeData',
    'IncludeFormulaData',
    'Editable',
    'FitColumns',
    'IncludeHeaderFooter',
  ] as const) {
    const value = optionalBoolean(body, key);
    if (value !== undefined) options[key] = value;
  }
  return { options, headerFooterInfo: headerFooterInfo(body) };
}
