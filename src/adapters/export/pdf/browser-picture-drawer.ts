import { IMAGE_LIMITS } from '../../../domain/forms/images/image-data-url';
import type { PictureBytes } from './printable-pictures';

/** A vector picture (an SVG thumbnail) is drawn at twice its size, so that it prints sharp. */
const VECTOR_SCALE = 2;

/**
 * Draws a picture pdfmake cannot read (GIF, WebP, SVG) as a PNG with the browser's own decoder: an `<img>` of
 * the bytes (a blob URL: nothing is fetched, and an SVG in an `<img>` runs no script and loads nothing), drawn on a
 * canvas. An animated GIF gives its first frame. Null when the browser cannot decode it, or it is too large.
 */
export async function drawAsPng(picture: PictureBytes): Promise<Uint8Array | null> {
  const url = URL.createObjectURL(new Blob([picture.bytes as BlobPart], { type: picture.type }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = /svg/i.test(picture.type) ? VECTOR_SCALE : 1;
    const width = Math.round(image.naturalWidth * scale);
    const height = Math.round(image.naturalHeight * scale);
    if (width < 1 || height < 1 || width * height > IMAGE_LIMITS.maxPixels) return null;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, width, height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return png ? new Uint8Array(await png.arrayBuffer()) : null;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
