import type { FormInstance } from '../../../domain/forms/form-instance.entity';
import type { PdfExportOptions } from '../../../ports/form-exporter.port';
import { exportModelOf } from '../model/export-model';
import { formPdfDocument } from './form-pdf-document';
import type { PdfEngine } from './pdf-engine';

/**
 * The PDF export of a form instance (docs/exports.md). `engine` brings pdfmake and the HTML sanitiser:
 * `browserPdfEngine()` in the browser, `nodePdfEngine()` in Node.
 */
export async function buildFormPdf(instance: FormInstance, options: PdfExportOptions, engine: PdfEngine): Promise<Uint8Array> {
  const document = formPdfDocument(exportModelOf(instance), options, engine.html);
  return engine.render(document);
}
