import {
  MAX_PNG_PIXEL_BYTES,
  checkImageBytes,
  checkImageDataUrl,
  imageDimensions,
  pngPixels,
} from '../../../domain/forms/images/image-data-url';
import type { ExportField } from '../model/export-field';
import type { ExportModel } from '../model/export-model';

/**
 * The pictures of a PDF, made printable before pdfmake gets them. pdfmake prints PNG and JPEG only, and never
 * fetches anything, so:
 * - an image field's inline PNG or JPEG prints as it is, once a PNG's pixels are known to inflate to their size
 *   (pdfmake inflates them outside its promise: a PNG that does not would make the whole PDF fail, or never finish);
 * - an inline GIF or WebP is drawn as a PNG by `toPng` (the browser draws it on a canvas);
 * - a stored file's picture (FileId: the thumbnail the page shows) is loaded with `storedPicture`, then treated
 *   the same way (an SVG thumbnail is drawn as a PNG too).
 * A picture that cannot be had, read or drawn gives its field an error: the PDF prints the label and the error in
 * its place and everything else as usual. export-model.ts has already checked the inline pictures (image-data-url.ts).
 */
export interface PictureBytes {
  /** The MIME type the picture was declared with (a data URL's, or the server's Content-Type). */
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** What the PDF builder needs to print every picture; each may be missing where it is not at hand. */
export interface PictureSources {
  /** The picture of a stored file; null, or a rejection, when it cannot be had. */
  readonly storedPicture?: (fileId: number) => Promise<PictureBytes | null>;
  /** A GIF, WebP or SVG picture drawn as a PNG; null when it cannot be drawn. */
  readonly toPng?: (picture: PictureBytes) => Promise<Uint8Array | null>;
}

/** A picture pdfmake prints: a PNG or JPEG data URL and its size in pixels. */
export interface PrintedPicture {
  readonly dataUrl: string;
  readonly width: number;
  readonly height: number;
}

/** The pictures ready for pdfmake, and the model with an error on every image field whose picture is not. */
export interface PrintablePictures {
  readonly model: ExportModel;
  /** Image field id -> its picture. */
  readonly pictures: ReadonlyMap<number, PrintedPicture>;
}

export const DAMAGED_PNG = 'The image is a damaged PNG file.';
const DAMAGED_JPEG = 'The image is a damaged JPEG file.';
export const STORED_PICTURE_MISSING = 'The stored image could not be loaded.';
export const PICTURE_NOT_DRAWN = 'The image could not be converted for printing.';

/** A drawn PNG is of our own making, from a picture within the limits: it may be larger than a stored one. */
const MAX_DRAWN_BYTES = 32 * 1024 * 1024;
const DRAWN_TYPES = new Set(['image/gif', 'image/webp', 'image/svg+xml']);

type Printable = PrintedPicture | { readonly error: string };

/** Inflates zlib data with the platform's DecompressionStream (browsers and Node), giving up past `max`. */
async function inflatedLength(compressed: Uint8Array, max: number): Promise<number | null> {
  try {
    const reader = new Blob([compressed as BlobPart])
      .stream()
      .pipeThrough(new DecompressionStream('deflate'))
      .getReader();
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

async function pngInflates(bytes: Uint8Array): Promise<boolean> {
  const { compressed, inflatedSize } = pngPixels(bytes);
  const length = await inflatedLength(compressed, inflatedSize ?? MAX_PNG_PIXEL_BYTES);
  return length !== null && (inflatedSize === null || length === inflatedSize);
}

function dataUrlOf(type: string, bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** A PNG or JPEG as pdfmake gets it; a PNG whose pixels do not inflate is damaged. */
async function printed(type: 'image/png' | 'image/jpeg', bytes: Uint8Array): Promise<Printable> {
  const size = imageDimensions(bytes);
  if (!size || (type === 'image/png' && !(await pngInflates(bytes))))
    return { error: type === 'image/png' ? DAMAGED_PNG : DAMAGED_JPEG };
  return { dataUrl: dataUrlOf(type, bytes), ...size };
}

async function drawn(picture: PictureBytes, sources: PictureSources): Promise<Printable> {
  const png = await (sources.toPng?.(picture) ?? Promise.resolve(null)).catch(() => null);
  if (!png) return { error: PICTURE_NOT_DRAWN };
  const check = checkImageBytes(png, { declared: 'image/png', maxBytes: MAX_DRAWN_BYTES });
  return check.ok ? printed('image/png', check.bytes) : { error: PICTURE_NOT_DRAWN };
}

/** Any picture's bytes made printable: checked as a stored one would be, drawn as a PNG when pdfmake cannot read it. */
async function printable(picture: PictureBytes, sources: PictureSources): Promise<Printable> {
  const check = checkImageBytes(picture.bytes);
  if (check.ok && (check.type === 'image/png' || check.type === 'image/jpeg'))
    return printed(check.type, check.bytes);
  if (check.ok) return drawn({ type: check.type, bytes: check.bytes }, sources);
  // An SVG (the thumbnail of a document, say) is no picture to store, but a browser can draw it safely as an image.
  if (DRAWN_TYPES.has(picture.type.toLowerCase().split(';')[0].trim())) return drawn(picture, sources);
  return { error: check.problem };
}

function pictureOf(
  field: ExportField,
  sources: PictureSources,
  stored: Map<number, Promise<PictureBytes | null>>,
): Promise<Printable> | null {
  const data = (field.field.Data ?? '').trim();
  if (data !== '') {
    const check = checkImageDataUrl(data);
    return Promise.resolve(
      check.ok ? printable({ type: check.type, bytes: check.bytes }, sources) : { error: check.problem },
    );
  }
  const fileId = field.field.FileId;
  if (typeof fileId !== 'number') return null;
  if (!stored.has(fileId)) {
    stored.set(
      fileId,
      (sources.storedPicture?.(fileId) ?? Promise.resolve(null)).catch(() => null),
    );
  }
  return (stored.get(fileId) as Promise<PictureBytes | null>).then((loaded) =>
    loaded ? printable(loaded, sources) : { error: STORED_PICTURE_MISSING },
  );
}

/** Every picture of the model made printable (each stored file loaded once); never rejects. */
export async function printablePictures(
  model: ExportModel,
  sources: PictureSources = {},
): Promise<PrintablePictures> {
  const pictures = new Map<number, PrintedPicture>();
  const stored = new Map<number, Promise<PictureBytes | null>>();
  const resolveField = async (field: ExportField): Promise<ExportField> => {
    if (field.kind !== 'image' || field.error || !field.visible) return field;
    const outcome = await pictureOf(field, sources, stored)?.catch((): Printable => ({
      error: PICTURE_NOT_DRAWN,
    }));
    if (!outcome) return field;
    if ('error' in outcome) return { ...field, error: outcome.error };
    pictures.set(field.id, outcome);
    return field;
  };
  if (!model.fields.some((field) => field.kind === 'image')) return { model, pictures };
  const rows = await Promise.all(model.rows.map((row) => Promise.all(row.map(resolveField))));
  return { model: { ...model, rows, fields: rows.flat() }, pictures };
}
