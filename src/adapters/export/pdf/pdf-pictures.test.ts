import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldType, type FieldDefinition } from '../../../domain/forms/form.entity';
import { IMAGE_SAMPLES } from '../../../domain/forms/images/image-samples.test-helper';
import { PDF_EXPORT_DEFAULTS } from '../../../ports/form-exporter.port';
import { exportInstance, field } from '../export-instance.test-helper';
import { buildFormPdf } from './build-form-pdf';
import { nodePdfEngine } from './node-pdf-engine';
import type { PdfEngine } from './pdf-engine';
import { pdfPictures, renderPdf } from './pdf-tools.test-helper';
import type { PictureBytes } from './printable-pictures';

/** A sound RGB PNG of `width` × `height` pixels in one colour. */
function solidPng(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) =>
    (bytes.reduce((c, b) => crcTable[(c ^ b) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]),
  );
}

const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
const LOGO = solidPng(160, 100);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100"/></svg>',
);
const options = { ...PDF_EXPORT_DEFAULTS, IncludeData: true };
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The 3-column export instance (180, 200 and 160 px) with image fields added at the end: side by side on one row,
 * or a row each, across the form.
 */
function withImages(...images: Partial<FieldDefinition>[]) {
  const instance = exportInstance();
  instance.Fields.push(
    field(17, FieldType.NewLine),
    ...images.map((extra, i) => field(18 + i, FieldType.Image, { Name: `Picture ${i + 1}`, ...extra })),
  );
  return instance;
}
function withImageRows(...images: Partial<FieldDefinition>[]) {
  const instance = exportInstance();
  images.forEach((extra, i) =>
    instance.Fields.push(
      field(100 + 2 * i, FieldType.NewLine),
      field(101 + 2 * i, FieldType.Image, { Name: `Picture ${i + 1}`, ColSpan: 3, ...extra }),
    ),
  );
  return instance;
}

let node: PdfEngine;
beforeAll(async () => {
  node = await nodePdfEngine();
}, 60_000);

/** The Node engine with a picture decoder, as the browser has one: it draws every picture as a 40 × 20 PNG. */
function drawingEngine(drawn: PictureBytes[] = []): PdfEngine {
  return {
    ...node,
    toPng: async (picture) => {
      drawn.push(picture);
      return solidPng(40, 20);
    },
  };
}

describe('pictures in the PDF', { timeout: 30_000 }, () => {
  it('prints an inline picture at the size its field gives it, as the page shows it', async () => {
    // The form is 540 px wide: natural size, 0.75 pt a pixel; cells have 2 pt of padding on each side.
    const instance = withImages(
      { Data: dataUrl(LOGO), CSS: { Width: '80px', Height: 'auto' } },
      { Data: dataUrl(LOGO), CSS: { Width: '100%', Height: 'auto' } },
      { Data: dataUrl(LOGO), CSS: { Width: '50%', Height: '40px' } },
    );
    const pictures = pdfPictures(await buildFormPdf(instance, options, node));
    const sizes = pictures.map((p) => [Math.round(p.widthPt), Math.round(p.heightPt)]);
    expect(sizes).toEqual([
      [60, 38], // 80 px wide, proportions kept
      [146, 91], // the whole 200 px cell: 150 pt less its padding
      [58, 30], // half the 160 px cell (116 pt) and 40 px high
    ]);
  });

  it('prints the workspace logo in the header of every page, within 80 × 20 pt, and not without the header', async () => {
    const instance = withImageRows({ Data: dataUrl(LOGO) }, { Data: dataUrl(LOGO) });
    const withHeader = pdfPictures(
      await buildFormPdf(exportInstance(), options, node, undefined, dataUrl(LOGO)),
    );
    expect(withHeader.map((p) => [p.page, Math.round(p.widthPt), Math.round(p.heightPt)])).toEqual([
      [1, 32, 20],
    ]);
    const pages = renderPdf(await buildFormPdf(instance, options, node, undefined, dataUrl(LOGO))).pages
      .length;
    expect(pages).toBeGreaterThan(1);
    expect(
      pdfPictures(await buildFormPdf(instance, options, node, undefined, dataUrl(LOGO))).filter(
        (p) => Math.round(p.widthPt) === 32 && Math.round(p.heightPt) === 20,
      ),
    ).toHaveLength(pages);
    expect(
      pdfPictures(
        await buildFormPdf(
          exportInstance(),
          { ...options, IncludeHeaderFooter: false },
          node,
          undefined,
          dataUrl(LOGO),
        ),
      ),
    ).toEqual([]);
  });

  it('never prints a picture wider than its cell', async () => {
    const pictures = pdfPictures(
      await buildFormPdf(withImages({ Data: dataUrl(LOGO), CSS: { Width: '900px' } }), options, node),
    );
    expect(Math.round(pictures[0].widthPt)).toBe(131);
  });

  it('draws an inline GIF or WebP picture as a PNG where a picture decoder is at hand', async () => {
    const drawn: PictureBytes[] = [];
    const bytes = await buildFormPdf(
      withImages({ Data: IMAGE_SAMPLES.gif }, { Data: IMAGE_SAMPLES.webp }),
      options,
      drawingEngine(drawn),
    );
    expect(drawn.map((picture) => picture.type)).toEqual(['image/gif', 'image/webp']);
    expect(pdfPictures(bytes).map((p) => [p.width, p.height])).toEqual([
      [40, 20],
      [40, 20],
    ]);
  });

  it('prints the label and an error for a picture it cannot draw, and everything else', async () => {
    const { text } = renderPdf(
      await buildFormPdf(withImages({ Data: IMAGE_SAMPLES.gif, CSS: { Width: '120px' } }), options, node),
    );
    expect(squeeze(text)).toContain('Picture 1 Error: The image could not be converted for printing.');
    expect(text).toContain('$1,234.50');
  });

  it('prints the picture of a stored file, loaded once for every field showing it', async () => {
    const loads: number[] = [];
    const storedPicture = async (fileId: number) => {
      loads.push(fileId);
      return { type: 'image/png', bytes: LOGO };
    };
    const bytes = await buildFormPdf(
      withImages({ FileId: 7 }, { FileId: 7, CSS: { Width: '80px' } }),
      options,
      node,
      storedPicture,
    );
    expect(loads).toEqual([7]);
    expect(pdfPictures(bytes).map((p) => [p.width, Math.round(p.widthPt)])).toEqual([
      [160, 131],
      [160, 60],
    ]);
  });

  it('draws a stored file whose picture is an SVG (a document thumbnail) as a PNG', async () => {
    const drawn: PictureBytes[] = [];
    const storedPicture = async () => ({ type: 'image/svg+xml', bytes: SVG });
    const bytes = await buildFormPdf(withImages({ FileId: 7 }), options, drawingEngine(drawn), storedPicture);
    expect(drawn).toEqual([{ type: 'image/svg+xml', bytes: SVG }]);
    expect(pdfPictures(bytes)).toHaveLength(1);
  });

  it('prints the label and an error for a stored picture that cannot be loaded or read, and everything else', async () => {
    const storedPicture = async (fileId: number) => {
      if (fileId === 7) throw new Error('404');
      return { type: 'text/html', bytes: new TextEncoder().encode('<html>Sign in</html>') };
    };
    const bytes = await buildFormPdf(
      withImageRows({ FileId: 7 }, { FileId: 8 }, { Data: dataUrl(LOGO) }),
      options,
      node,
      storedPicture,
    );
    const text = squeeze(renderPdf(bytes).text);
    expect(text).toContain('Picture 1 Error: The stored image could not be loaded.');
    expect(text).toContain('Picture 2 Error: The image must be a PNG, JPEG, GIF or WebP picture.');
    expect(text).toContain('$1,234.50');
    expect(pdfPictures(bytes)).toHaveLength(1);
  });

  it('prints the label and an error for a stored picture where none can be loaded (the mock server)', async () => {
    const { text } = renderPdf(await buildFormPdf(withImages({ FileId: 7 }), options, node));
    expect(squeeze(text)).toContain('Picture 1 Error: The stored image could not be loaded.');
  });
});
