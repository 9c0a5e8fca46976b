import { MAX_PNG_PIXEL_BYTES, checkImageDataUrl, pngPixels } from '../../../domain/forms/images/image-data-url';
import type { ExportField } from '../model/export-field';
import type { ExportModel } from '../model/export-model';

/**
 * The last check of a picture before pdfmake gets it: a PNG's pixels must inflate to their size. pdfmake
 * inflates them outside its promise, so a PNG that does not inflate would make the whole PDF fail, or never
 * finish. The page and export-model.ts have already checked everything else (image-data-url.ts).
 */
export const DAMAGED_PNG = 'The image is a damaged PNG file.';

/** Inflates zlib data with the platform's DecompressionStream (browsers and Node), giving up past `max`. */
async function inflatedLength(compressed: Uint8Array, max: number): Promise<number | null> {
  try {
    const reader = new Blob([compressed as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
    let length = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return length;
      length += value.length;
      if (length > max) {
        await reader.cancel();
        return null;
      }
    }
  } catch {
    return null;
  }
}

async function printable(field: ExportField): Promise<ExportField> {
  if (field.kind !== 'image' || field.error) return field;
  const check = checkImageDataUrl((field.field.Data ?? '').trim());
  if (!check.ok || check.type !== 'image/png') return field;
  const { compressed, inflatedSize } = pngPixels(check.bytes);
  const length = await inflatedLength(compressed, inflatedSize ?? MAX_PNG_PIXEL_BYTES);
  const sound = length !== null && (inflatedSize === null || length === inflatedSize);
  return sound ? field : { ...field, error: DAMAGED_PNG };
}

/** The model with an error on every PNG whose pixels do not inflate. */
export async function withPrintableImages(model: ExportModel): Promise<ExportModel> {
  if (!model.fields.some((field) => field.kind === 'image' && !field.error && field.field.Data)) return model;
  const rows = await Promise.all(model.rows.map((row) => Promise.all(row.map(printable))));
  return { ...model, rows, fields: rows.flat() };
}
