import type { Workbook, Worksheet } from 'exceljs';
import type { FormInstance } from '../../../domain/forms/form-instance.entity';
import { exportErrorText, type ExportField } from '../model/export-field';
import { exportModelOf, type ExportModel } from '../model/export-model';
import { typedCellOf } from '../model/typed-cell';
import { plainTextOf } from '../html/html-text';

/**
 * The Excel export (docs/exports.md), built with exceljs, loaded on first use:
 * - sheet "Form": the form's grid. Each form row gives two sheet rows, the labels (bold) and the values;
 *   a field spanning columns is merged across them; column widths and row heights follow the form.
 * - sheet "Data": one row per field with its Row, Column, Field label and Value, as in the CSV.
 * Values are typed cells: numbers and dates with the Excel number format of the field's FormattingType.
 * A field that cannot be shown (a damaged picture, a corrupt value) gets its error as text, in red, in
 * both sheets; the rest of the workbook is built as usual.
 */
export const FORM_SHEET = 'Form';
export const DATA_SHEET = 'Data';

type ExcelModule = { Workbook: new () => Workbook };

let loading: Promise<ExcelModule> | undefined;
/** exceljs is big: it is imported only when a workbook is built (a CommonJS or UMD module either way). */
export function loadExcel(): Promise<ExcelModule> {
  loading ??= import('exceljs').then(
    (mod) => ((mod as { default?: ExcelModule }).default ?? mod) as ExcelModule,
  );
  return loading;
}

/** Excel column width (characters of the default font, about 7 px each plus 5 px padding). */
const excelWidth = (px: number) => Math.max(2, Math.round(((px - 5) / 7) * 100) / 100);
const LABEL_ROW_PT = 15;
const VALUE_TYPES = new Set(['value', 'check', 'choice', 'formula']);

const ERROR_FONT = { color: { argb: 'FFB42318' } };

function putValue(sheet: Worksheet, row: number, col: number, field: ExportField): void {
  const cell = sheet.getCell(row, col);
  cell.alignment = { vertical: 'top', wrapText: true };
  if (field.error) {
    cell.value = exportErrorText(field);
    cell.font = ERROR_FONT;
    return;
  }
  try {
    const typed = typedCellOf(field);
    cell.value = typed.value;
    if (typed.numFmt) cell.numFmt = typed.numFmt;
  } catch {
    cell.value = exportErrorText({});
    cell.font = ERROR_FONT;
  }
}

function fillFormSheet(sheet: Worksheet, model: ExportModel): void {
  sheet.columns = model.columnsPx.map((px) => ({ width: excelWidth(px) }));
  model.rows.forEach((fields, i) => {
    const labelRow = 2 * i + 1;
    const valueRow = labelRow + 1;
    sheet.getRow(labelRow).height = LABEL_ROW_PT;
    sheet.getRow(valueRow).height = Math.max(LABEL_ROW_PT, model.rowHeightsPx[i] * 0.75 - LABEL_ROW_PT);
    for (const field of fields) {
      if (!field.visible || field.kind === 'empty') continue;
      const last = field.col + field.colSpan - 1;
      if (field.colSpan > 1) {
        sheet.mergeCells(labelRow, field.col, labelRow, last);
        sheet.mergeCells(valueRow, field.col, valueRow, last);
      }
      const label = sheet.getCell(labelRow, field.col);
      if (field.error) {
        label.value = field.label;
        label.font = { bold: true };
        putValue(sheet, valueRow, field.col, field);
      } else if (field.kind === 'header') {
        label.value = plainTextOf(field.html) || field.label;
        label.font = { bold: true, size: 13 };
      } else if (field.kind === 'text') {
        sheet.getCell(valueRow, field.col).value = plainTextOf(field.html);
        sheet.getCell(valueRow, field.col).alignment = { vertical: 'top', wrapText: true };
      } else if (field.kind === 'image') {
        label.value = field.label;
      } else {
        if (field.showLabel) {
          label.value = field.label;
          label.font = { bold: true };
        }
        putValue(sheet, valueRow, field.col, field);
      }
    }
  });
}

function fillDataSheet(sheet: Worksheet, model: ExportModel): void {
  sheet.columns = [
    { header: 'Row', width: 6 },
    { header: 'Column', width: 8 },
    { header: 'Field', width: 40 },
    { header: 'Value', width: 30 },
  ];
  sheet.getRow(1).font = { bold: true };
  let row = 2;
  for (const field of model.fields) {
    if (!field.visible || (!field.error && !VALUE_TYPES.has(field.kind))) continue;
    sheet.getCell(row, 1).value = field.row;
    sheet.getCell(row, 2).value = field.col;
    sheet.getCell(row, 3).value = field.label;
    putValue(sheet, row, 4, field);
    row += 1;
  }
}

export async function buildFormWorkbook(instance: FormInstance): Promise<Uint8Array> {
  const model = exportModelOf(instance);
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  workbook.creator = 'Gridwork';
  workbook.title = model.name;
  fillFormSheet(workbook.addWorksheet(FORM_SHEET), model);
  fillDataSheet(workbook.addWorksheet(DATA_SHEET), model);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
