import type { FormInstance } from '../../../domain/forms/form-instance.entity';
import type { PdfExportOptions } from '../../../ports/form-exporter.port';
import { exportModelOf } from '../model/export-model';
import { formPdfDocument } from './form-pdf-document';
import { withDrawableText } from './pdf-drawable-text';
import type { PdfEngine } from './pdf-engine';
import { printablePictures, type PictureSources } from './printable-pictures';

/**
 * The PDF export of a form instance (docs/exports.md). `engine` brings pdfmake, the HTML sanitiser and, in the
 * browser, a way to draw pictures pdfmake cannot read: `browserPdfEngine()` in the browser, `nodePdfEngine()` in
 * Node. `storedPicture` loads the picture of a stored file (the browser asks the server for it); `logo` is the
 * workspace's logo for the header (General settings).
 *
 * One bad field never costs the whole file: fields that cannot be shown print an error in their place
 * (export-model.ts, printable-pictures.ts), and should pdfmake still fail, which only a picture it cannot
 * read can do, the document is built once more with every picture printed as an error text and without the logo.
 */
export async function buildFormPdf(
  instance: FormInstance,
  options: PdfExportOptions,
  engine: PdfEngine,
  storedPicture?: PictureSources['storedPicture'],
  logo?: string | null,
): Promise<Uint8Array> {
  const { model, pictures } = await printablePictures(exportModelOf(instance), {
    storedPicture,
    toPng: engine.toPng,
  });
  try {
    return await engine.render(
      withDrawableText(formPdfDocument(model, options, { html: engine.html, pictures, logo })),
    );
  } catch (error) {
    if (pictures.size === 0 && !logo) throw error;
    return engine.render(
      withDrawableText(formPdfDocument(model, options, { html: engine.html, pictures, printImages: false })),
    );
  }
}
