import type { Workbook } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DataType, FieldType, type FieldDefinition } from '../../../domain/forms/form.entity';
import { FORMATTING_TYPES } from '../../../domain/forms/formats/formatting-types';
import { exportInstance, field } from '../export-instance.test-helper';
import { DATA_SHEET, FORM_SHEET, buildFormWorkbook, loadExcel } from './build-form-workbook';

async function readBack(bytes: Uint8Array): Promise<Workbook> {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
}

describe('Excel export', { timeout: 30_000 }, () => {
  it('writes typed cells with the Excel number format of each field', async () => {
    const sheet = (await readBack(await buildFormWorkbook(exportInstance()))).getWorksheet(FORM_SHEET)!;
    // Form row 2 -> sheet rows 3 (labels) and 4 (values).
    expect(sheet.getCell(3, 1).value).toBe('Amount');
    expect(sheet.getCell(4, 1).value).toBe(1234.5);
    expect(sheet.getCell(4, 1).numFmt).toBe('$#,##0.00');
    expect(sheet.getCell(4, 2).value).toBe(0.125);
    expect(sheet.getCell(4, 2).numFmt).toBe('0.00%');
    expect(sheet.getCell(4, 3).value).toEqual(new Date(Date.UTC(2024, 2, 4)));
    expect(sheet.getCell(4, 3).numFmt).toBe('mm/dd/yyyy');
    // The formula is computed from the values (Amount * 2), shown with 0.00#.
    expect(sheet.getCell(6, 1).value).toBe(2469);
    expect(sheet.getCell(6, 1).numFmt).toBe('0.00#');
    expect(sheet.getCell(6, 2).value).toBe('Closed, "done"');
    expect(sheet.getCell(6, 3).value).toBe(true);
    // A masked ZIP stays text, with its leading zero.
    expect(sheet.getCell(8, 3).value).toBe('02134');
  });

  it('follows the form grid: merged spans, column widths, header and text content, hidden fields empty', async () => {
    const sheet = (await readBack(await buildFormWorkbook(exportInstance()))).getWorksheet(FORM_SHEET)!;
    expect(sheet.columns.map((column) => column.width)).toEqual([25, 27.86, 22.14]);
    expect(sheet.getCell(1, 1).value).toBe('Site Inspection');
    expect(sheet.getCell(1, 3).isMerged).toBe(true);
    expect(sheet.getCell(8, 2).isMerged).toBe(true);
    expect(sheet.getCell(8, 1).value).toBe('Line one\nLine "two"');
    expect(sheet.getCell(10, 1).value).toBe('Read this');
    expect(sheet.getCell(9, 2).value).toBeNull();
    expect(sheet.getCell(10, 2).value).toBeNull();
  });

  it('lists every value field on the Data sheet, as in the CSV', async () => {
    const sheet = (await readBack(await buildFormWorkbook(exportInstance()))).getWorksheet(DATA_SHEET)!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Row', 'Column', 'Field', 'Value']);
    expect(rows.map((row) => row[2])).toEqual([
      'Field',
      'Amount',
      'Rate',
      'Due',
      'Total',
      'Status',
      'Ok',
      'Notes',
      'Zip',
      'Colours',
    ]);
    expect(sheet.getCell(2, 4).numFmt).toBe('$#,##0.00');
  });

  it('maps every formatting type to its Excel format: numbers and dates typed, Text as text', async () => {
    const sample = (type: (typeof FORMATTING_TYPES)[number]) =>
      type.DataType === DataType.DateTime
        ? type.Group === 'Time'
          ? '13:05'
          : '3/14/2024 13:05'
        : type.DataType === DataType.Text
          ? '00123'
          : '1234.5';
    const fields: FieldDefinition[] = FORMATTING_TYPES.filter((type) => type.Value > 0).flatMap((type) => [
      field(type.Value * 2, FieldType.TextBox, {
        Name: type.Name,
        DataTypeId: type.DataType ?? DataType.Text,
        FormattingType: type.Value,
        Data: sample(type),
      }),
      field(type.Value * 2 + 1, FieldType.NewLine),
    ]);
    const sheet = (
      await readBack(await buildFormWorkbook(exportInstance({ Fields: fields, Rows: [] })))
    ).getWorksheet(DATA_SHEET)!;
    FORMATTING_TYPES.filter((type) => type.Value > 0).forEach((type, i) => {
      const cell = sheet.getCell(i + 2, 4);
      expect(cell.numFmt, type.Name).toBe(type.ExcelValue);
      if (type.DataType === DataType.DateTime) {
        const expected = type.Group === 'Time' ? Date.UTC(1899, 11, 30, 13, 5) : Date.UTC(2024, 2, 14, 13, 5);
        expect((cell.value as Date).getTime(), type.Name).toBe(expected);
      } else if (type.Group === 'Percentage')
        expect(cell.value, type.Name).toBe(12.345); // 1234.5 typed is 1234.5 %
      else if (type.DataType === DataType.Number) expect(cell.value, type.Name).toBe(1234.5);
      else expect(cell.value, type.Name).toBe('00123');
    });
  });
});
