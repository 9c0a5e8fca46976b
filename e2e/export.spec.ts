import { readFileSync, writeFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/axe';
import ExcelJS from 'exceljs';
import { INSTANCE_IDS } from '../fixtures/ids';
import { pdfPictures, renderPdf } from '../src/adapters/export/pdf/pdf-tools.test-helper';
import { IMAGE_SAMPLES } from '../src/domain/forms/images/image-samples.test-helper';
import { ADMIN, MockControl, settled, signIn } from './support/gridwork';

/**
 * The exports of the form instance page in Chromium: the browser builds the files (docs/exports.md), the
 * PDF's first page renders with pdftoppm, the workbook reads back with typed cells. The 1,000-field
 * instance's Excel and PDF times, click to download, are printed with the targets (Excel under 1 s, PDF under
 * 3 s). Run with `--output=<folder>` when other runs share the machine.
 */
let mock: MockControl;
test.beforeAll(async () => (mock = await MockControl.open()));
test.afterAll(async () => mock.dispose());
test.beforeEach(async ({ page }) => {
  await mock.reset();
  await signIn(page, ADMIN);
  await settled(page);
});

/** Requests for the export libraries, which the first page must not load. */
function libraryRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/pdfmake|exceljs|Roboto/i.test(request.url())) urls.push(request.url());
  });
  return urls;
}

async function openInstance(page: Page, id: number, title: string): Promise<void> {
  await page.goto(`/forminstance/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await settled(page);
}

async function timedDownload(
  page: Page,
  start: () => Promise<void>,
): Promise<{ download: Download; ms: number; bytes: Buffer }> {
  const began = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 45_000 }), start()]);
  const ms = Date.now() - began;
  const path = await download.path();
  return { download, ms, bytes: readFileSync(path) };
}

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
}

async function savePdf(page: Page, includeData: boolean) {
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Form To PDF' });
  await expect(dialog.getByRole('checkbox', { name: 'Fit columns' })).toBeChecked();
  if (includeData) {
    await dialog.getByRole('checkbox', { name: 'Include data' }).check();
    await dialog.getByRole('checkbox', { name: 'Current formula values' }).check();
  }
  return timedDownload(page, () => dialog.getByRole('button', { name: 'Save' }).click());
}

test('the demo instance exports an Excel file with typed cells and a PDF whose first page renders', async ({
  page,
}) => {
  const libraries = libraryRequests(page);
  await openInstance(page, INSTANCE_IDS.demo, 'Site Inspection');
  expect(libraries, 'the first page loads no export library').toEqual([]);

  const excel = await timedDownload(page, () => page.getByRole('button', { name: 'Excel' }).click());
  expect(excel.download.suggestedFilename()).toBe('Site Inspection.xlsx');
  const data = (await workbookOf(excel.bytes)).getWorksheet('Data')!;
  const cells = new Map<string, ExcelJS.Cell>();
  data.eachRow((row, n) => n > 1 && cells.set(String(row.getCell(3).value), row.getCell(4)));
  expect(cells.get('Inspector')?.value).toBe('Jordan Lee');
  expect(cells.get('Labour')?.value).toBe(1200);
  expect(cells.get('Labour')?.numFmt).toMatch(/\$/);
  expect([...cells.values()].some((cell) => cell.value instanceof Date)).toBe(true);
  // Every date, time and date and time is a typed cell, masked ones too, shown as the form shows it.
  const dated = (label: string) => ({ value: cells.get(label)?.value, numFmt: cells.get(label)?.numFmt });
  expect(dated('Follow-up by')).toEqual({ value: new Date(Date.UTC(2026, 11, 1)), numFmt: 'mm/dd/yyyy' });
  expect(dated('Next visit')).toEqual({ value: new Date(Date.UTC(2026, 11, 29)), numFmt: 'mm/dd/yyyy' });
  expect(dated('Arrived at')).toEqual({
    value: new Date(Date.UTC(2026, 10, 17, 9, 30)),
    numFmt: 'mm/dd/yyyy hh:mm',
  });
  expect(dated('Arrival time')).toEqual({ value: new Date(Date.UTC(1899, 11, 30, 9, 30)), numFmt: 'hh:mm' });

  const pdf = await savePdf(page, true);
  expect(pdf.download.suggestedFilename()).toBe('Site Inspection.pdf');
  const rendered = renderPdf(new Uint8Array(pdf.bytes), { firstPageOnly: true });
  expect(rendered.pages[0]).toEqual({ width: 612, height: 792 });
  expect(rendered.text).toContain('Jordan Lee');
  expect(rendered.text).toContain('admin@demo.test');
  // The administrator works in the workspace itself: the header names it once.
  expect(rendered.text).toMatch(/^\s*Demo Workspace\s{2,}Site Inspection · Office Renovation/m);
  expect(rendered.text).not.toContain('Demo Workspace · Demo Workspace');
});

test('the PDF prints every picture the page shows: the inline logo, a WebP, a GIF and a stored file', async ({
  page,
}) => {
  // A WebP picture as a user's browser makes one (120 x 60: an orange card with a dark bar).
  const webp = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [120, 60];
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f28c28';
    context.fillRect(0, 0, 120, 60);
    context.fillStyle = '#1f3a5f';
    context.fillRect(10, 22, 100, 16);
    return canvas.toDataURL('image/webp');
  });
  expect(webp).toMatch(/^data:image\/webp;base64,/);
  // The demo instance as the server sends it, with a row of three more image fields: the WebP and a GIF inline
  // (pdfmake reads neither), and a stored file, whose thumbnail the mock server answers as an SVG.
  await page.route(/\/api\/forminstance\?id=/, async (route) => {
    const answer = await route.fetch();
    const instance = await answer.json();
    const image = (FieldDefinitionId: number, Name: string, extra: object) => ({
      FieldDefinitionId,
      FormId: instance.FormId,
      TypeId: 8,
      Name,
      Sequence: FieldDefinitionId,
      ColSpan: 1,
      ShowFieldName: false,
      PermissionMask: 5,
      CSS: { Width: '100%', Height: 'auto' },
      ...extra,
    });
    instance.Fields.push(
      { FieldDefinitionId: 9001, FormId: instance.FormId, TypeId: 100, Name: '', Sequence: 9001, ColSpan: 1 },
      image(9002, 'Site photo', { Data: webp }),
      image(9003, 'Marker', { Data: IMAGE_SAMPLES.gif }),
      image(9004, 'Site plan', { Data: null, FileId: 7 }),
    );
    await route.fulfill({ response: answer, json: instance });
  });
  await openInstance(page, INSTANCE_IDS.demo, 'Site Inspection');
  for (const name of ['Site logo', 'Site photo', 'Site plan'])
    await expect(page.getByRole('img', { name })).toBeVisible();

  const pdf = await savePdf(page, false);
  const all = pdfPictures(new Uint8Array(pdf.bytes));
  // The workspace's logo (General settings, issue 17; the demo's is 48 x 48) heads every page at 20 x 20 pt.
  const header = all.filter((picture) => picture.width === 48 && picture.height === 48);
  expect(header.length).toBe(renderPdf(new Uint8Array(pdf.bytes)).pages.length);
  expect(
    header.every((picture) => Math.round(picture.widthPt) === 20 && Math.round(picture.heightPt) === 20),
  ).toBe(true);
  const pictures = all.filter((picture) => !header.includes(picture));
  // The logo as stored; the WebP and the GIF drawn as PNGs; the SVG thumbnail drawn at twice its 200 x 100.
  expect(pictures.map((picture) => [picture.width, picture.height])).toEqual([
    [160, 100],
    [120, 60],
    [1, 1],
    [400, 200],
  ]);
  // Each as wide as its cell (100% wide, proportions kept): the logo and the photo share the first column.
  const [logo, photo] = pictures;
  expect(Math.round(photo.widthPt)).toBe(Math.round(logo.widthPt));
  expect(photo.heightPt / photo.widthPt).toBeCloseTo(0.5, 2);
  const text = renderPdf(new Uint8Array(pdf.bytes)).text;
  expect(text).not.toContain('Site logo');
  expect(text).not.toContain('Error:');
  writeFileSync(test.info().outputPath('pictures.pdf'), pdf.bytes);
  await page.screenshot({ path: test.info().outputPath('instance-with-pictures.png'), fullPage: true });
});

test('the 1,000-field instance exports within the targets', async ({ page }) => {
  test.setTimeout(90_000);
  await openInstance(page, INSTANCE_IDS.large, 'Large Form');
  // First export of each kind includes loading its library (and the fonts), as a user would experience it.
  const excel = await timedDownload(page, () => page.getByRole('button', { name: 'Excel' }).click());
  const excelAgain = await timedDownload(page, () => page.getByRole('button', { name: 'Excel' }).click());
  const pdf = await savePdf(page, true);
  const pdfAgain = await savePdf(page, true);
  const verdict = (ms: number, target: number) => (ms < target ? 'met' : 'NOT met');
  const report = [
    `export in Chromium, instance ${INSTANCE_IDS.large} (1,000 fields), click to download:`,
    `  Excel ${excel.ms} ms (first, loads exceljs), ${excelAgain.ms} ms (again)   target < 1000 ms: ${verdict(excelAgain.ms, 1000)}`,
    `  PDF   ${pdf.ms} ms (first, loads pdfmake and fonts), ${pdfAgain.ms} ms (again)   target < 3000 ms: ${verdict(pdfAgain.ms, 3000)}`,
  ].join('\n');
  console.log(report);
  test.info().annotations.push({ type: 'export timings', description: report });

  const form = (await workbookOf(excelAgain.bytes)).getWorksheet('Data')!;
  expect(form.rowCount).toBeGreaterThan(900);
  expect(typeof form.getCell(2, 4).value).toBe('number');
  const rendered = renderPdf(new Uint8Array(pdfAgain.bytes), { firstPageOnly: true });
  expect(rendered.pages).toEqual([{ width: 612, height: 792 }]);
  expect(rendered.text).toContain('Large Form');
  // The times are printed against the targets, not asserted: on a shared CI machine they measure the load as
  // much as the code. bench/export.bench.ts holds the reproducible figures.
});
