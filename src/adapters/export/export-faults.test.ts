import type { Workbook } from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldType } from '../../domain/forms/form.entity';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import {
  BAD_PIXELS_PNG,
  IMAGE_SAMPLES,
  TRUNCATED_PNG,
} from '../../domain/forms/images/image-samples.test-helper';
import { PDF_EXPORT_DEFAULTS } from '../../ports/form-exporter.port';
import { buildFormCsv } from './csv/build-form-csv';
import { DATA_SHEET, FORM_SHEET, buildFormWorkbook, loadExcel } from './excel/build-form-workbook';
import { exportInstance, field } from './export-instance.test-helper';
import { buildFormPdf } from './pdf/build-form-pdf';
import { nodePdfEngine } from './pdf/node-pdf-engine';
import type { PdfEngine } from './pdf/pdf-engine';
import { renderPdf } from './pdf/pdf-tools.test-helper';

/**
 * The demo instance of export-instance.test-helper.ts with, each on a row of its own: a truncated PNG, a PNG
 * whose pixels do not inflate (pdfmake fails on it outside its promise), and a select whose stored options
 * are corrupt.
 */
function faultyInstance(): FormInstance {
  const base = exportInstance();
  const wide = { ColSpan: 3 };
  return {
    ...base,
    Fields: [
      ...base.Fields,
      field(17, FieldType.NewLine),
      field(18, FieldType.Image, { ...wide, Name: 'Site plan', Data: TRUNCATED_PNG }),
      field(19, FieldType.NewLine),
      field(20, FieldType.Image, { ...wide, Name: 'Photo', Data: BAD_PIXELS_PNG }),
      field(21, FieldType.NewLine),
      field(22, FieldType.Select, { ...wide, Name: 'Broken choice', OptionId: 3, OptionsList: 5 as never }),
    ],
  };
}

const DAMAGED = 'Error: The image is a damaged PNG file.';
const UNREADABLE = 'Error: This field could not be exported.';
const options = { ...PDF_EXPORT_DEFAULTS, IncludeData: true, IncludeFormulaData: true };
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

let engine: PdfEngine;
beforeAll(async () => {
  engine = await nodePdfEngine();
}, 60_000);

describe('one bad field never takes an export down', { timeout: 30_000 }, () => {
  it('the PDF prints every other field, and the error in the bad fields’ places', async () => {
    const { text } = renderPdf(await buildFormPdf(faultyInstance(), options, engine));
    for (const shown of [
      'Inspection',
      'Amount',
      '$1,234.50',
      '12.50%',
      '2469.00',
      'Closed, "done"',
      'Red, Blue',
      'Read this',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(shown);
    }
    const flat = squeeze(text);
    expect(flat).toContain(`Site plan ${DAMAGED}`);
    expect(flat).toContain(`Photo ${DAMAGED}`);
    expect(flat).toContain(`Broken choice ${UNREADABLE}`);
  });

  it('the PDF is built again without pictures when pdfmake still fails on one', async () => {
    const instance = exportInstance();
    instance.Fields.push(
      field(17, FieldType.NewLine),
      field(18, FieldType.Image, { ColSpan: 3, Name: 'Logo', Data: IMAGE_SAMPLES.png }),
    );
    let attempts = 0;
    const failsOnPictures: PdfEngine = {
      html: engine.html,
      render: (document) => {
        attempts += 1;
        return JSON.stringify(document).includes('"image"')
          ? Promise.reject(new Error('Invalid image'))
          : engine.render(document);
      },
    };
    const { text } = renderPdf(await buildFormPdf(instance, options, failsOnPictures));
    expect(attempts).toBe(2);
    expect(squeeze(text)).toContain('Logo Error: The image could not be printed.');
    expect(text).toContain('$1,234.50');
  });

  it('the CSV lists the bad fields with their error, and every value', () => {
    const csv = buildFormCsv(faultyInstance());
    expect(csv).toContain('"2","1","Amount","$1,234.50"');
    expect(csv).toContain('"5","3","Colours","Red, Blue"');
    expect(csv).toContain(`"6","1","Site plan","${DAMAGED}"`);
    expect(csv).toContain(`"8","1","Broken choice","${UNREADABLE}"`);
  });

  it('the workbook shows the errors in red in both sheets, and every value', async () => {
    const bytes = await buildFormWorkbook(faultyInstance());
    const { Workbook } = await loadExcel();
    const workbook: Workbook = new Workbook();
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const form = workbook.getWorksheet(FORM_SHEET)!;
    expect(form.getCell(4, 1).value).toBe(1234.5);
    // Form row 6 -> sheet rows 11 (label) and 12 (value).
    expect([form.getCell(11, 1).value, form.getCell(12, 1).value]).toEqual(['Site plan', DAMAGED]);
    expect(form.getCell(12, 1).font?.color?.argb).toBe('FFB42318');
    const data = workbook.getWorksheet(DATA_SHEET)!;
    const rows = data
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(3, 5));
    expect(rows).toContainEqual(['Broken choice', UNREADABLE]);
    expect(rows).toContainEqual(['Amount', 1234.5]);
  });
});
