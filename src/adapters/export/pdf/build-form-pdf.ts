import type { FormInstance } from '../../../domain/forms/form-instance.entity';
import type { PdfExportOptions } from '../../../ports/form-exporter.port';
import { exportModelOf } from '../model/export-model';
import { formPdfDocument } from './form-pdf-document';
import type { PdfEngine } from './pdf-engine';
import { withPrintableImages } from './printable-images';

/**
 * The PDF export of a form instance (docs/exports.md). `engine` brings pdfmake and the HTML sanitiser:
 * `browserPdfEngine()` in the browser, `nodePdfEngine()` in Node.
 *
 * One bad field never costs the whole file: fields that cannot be shown print an error in their place
 * (export-model.ts, printable-images.ts), and should pdfmake still fail, which only a picture it cannot
 * read can do, the document is built once more with every picture printed as an error text.
 */
export async function buildFormPdf(instance: FormInstance, options: PdfExportOptions, engine: PdfEngine): Promise<Uint8Array> {
  const model = await withPrintableImages(exportModelOf(instance));
  try {
    return await engine.render(formPdfDocument(model, options, engine.html));
  } catch (error) {
    if (!model.fields.some((field) => field.kind === 'image' && field.field.Data)) throw error;
    return engine.render(formPdfDocument(model, options, engine.html, false));
  }
}
