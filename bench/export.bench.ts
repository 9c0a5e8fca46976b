/**
 * Export benchmark: the Excel and PDF files of the 1,000-field instance (fixtures: instance 302 of form 201
 * "Large Form"), built in Node with the builders the browser and the mock server share. Each figure is the
 * median of several runs after warm-up runs (the first run also loads exceljs, pdfmake and the fonts).
 * Targets (issue 5): Excel under 1 s, PDF under 3 s. The same figures in Chromium come from
 * e2e/export.spec.ts, which clicks the buttons of the instance page.
 * Run: `npm run bench -- export` or `node --import tsx bench/export.bench.ts`.
 */
import { INSTANCE_IDS, USER_EMAILS } from '../fixtures/ids';
import { createMockServer } from '../mock-server/app';
import { readableInstance } from '../mock-server/forms/form-access';
import { instanceView } from '../mock-server/forms/instance-view';
import { buildFormCsv } from '../src/adapters/export/csv/build-form-csv';
import { buildFormWorkbook } from '../src/adapters/export/excel/build-form-workbook';
import { buildFormPdf } from '../src/adapters/export/pdf/build-form-pdf';
import { nodePdfEngine } from '../src/adapters/export/pdf/node-pdf-engine';
import { PDF_EXPORT_DEFAULTS, type PdfExportOptions } from '../src/ports/form-exporter.port';
import { measureAsync } from './median-timing';

const mock = createMockServer({ dataFile: null });
const admin = mock.store.userByEmail(USER_EMAILS.admin);
if (!admin) throw new Error('No admin in the fixtures.');
const instance = instanceView(mock.store, admin, readableInstance(mock.store, admin, INSTANCE_IDS.large));
await mock.close();
const fieldCount = instance.Fields.length;

const engine = await nodePdfEngine();
const full: PdfExportOptions = { ...PDF_EXPORT_DEFAULTS, IncludeData: true, IncludeFormulaData: true };
let pdfBytes = 0;
let xlsxBytes = 0;
const csv = await measureAsync(9, 2, () => buildFormCsv(instance));
const excel = await measureAsync(
  7,
  2,
  async () => (xlsxBytes = (await buildFormWorkbook(instance)).byteLength),
);
const pdf = await measureAsync(
  5,
  2,
  async () => (pdfBytes = (await buildFormPdf(instance, full, engine)).byteLength),
);
const pdfEditable = await measureAsync(5, 1, () =>
  buildFormPdf(instance, { ...full, Editable: true }, engine),
);
const pdfStrips = await measureAsync(5, 1, () =>
  buildFormPdf(instance, { ...full, FitColumns: false }, engine),
);

const line = (label: string, ms: number, target?: number) =>
  `${label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms${target ? `   target < ${target} ms: ${ms < target ? 'met' : 'NOT met'}` : ''}`;
console.log(
  `export benchmark (Node ${process.version}): instance ${INSTANCE_IDS.large}, ${fieldCount} fields (median of runs after warm-up)`,
);
console.log(line('CSV', csv));
console.log(line(`Excel (${(xlsxBytes / 1024).toFixed(0)} KB)`, excel, 1000));
console.log(line(`PDF, data and formula values (${(pdfBytes / 1024).toFixed(0)} KB)`, pdf, 3000));
console.log(line('PDF, editable version', pdfEditable, 3000));
console.log(line('PDF, columns at natural size (strips)', pdfStrips, 3000));
