import { injectable } from 'inversify';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import type { ExportedFile, FormExporter, PdfExportOptions } from '../../ports/form-exporter.port';
import type { StoredPicture } from '../../ports/stored-pictures.port';
import { EXPORT_TYPES, exportFileName } from './model/export-file-name';

/**
 * The exports in the browser. Every builder is imported when its first file is asked for, so the first
 * page never downloads pdfmake (with its fonts) or exceljs; later exports reuse the loaded modules.
 */
@injectable()
export class LazyFormExporter implements FormExporter {
  async csv(instance: FormInstance): Promise<ExportedFile> {
    const { buildFormCsv } = await import('./csv/build-form-csv');
    return {
      fileName: exportFileName(instance.Name, 'csv'),
      mimeType: EXPORT_TYPES.csv.mimeType,
      data: buildFormCsv(instance),
    };
  }

  async excel(instance: FormInstance): Promise<ExportedFile> {
    const { buildFormWorkbook } = await import('./excel/build-form-workbook');
    return {
      fileName: exportFileName(instance.Name, 'xlsx'),
      mimeType: EXPORT_TYPES.xlsx.mimeType,
      data: await buildFormWorkbook(instance),
    };
  }

  async pdf(
    instance: FormInstance,
    options: PdfExportOptions,
    storedPictures?: ReadonlyMap<number, StoredPicture | null>,
    logo?: string | null,
  ): Promise<ExportedFile> {
    const [{ buildFormPdf }, { browserPdfEngine }] = await Promise.all([
      import('./pdf/build-form-pdf'),
      import('./pdf/browser-pdf-engine'),
    ]);
    return {
      fileName: exportFileName(instance.Name, 'pdf'),
      mimeType: EXPORT_TYPES.pdf.mimeType,
      data: await buildFormPdf(
        instance,
        options,
        await browserPdfEngine(),
        async (id) => storedPictures?.get(id) ?? null,
        logo,
      ),
    };
  }
}
