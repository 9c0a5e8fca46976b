import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Reads a PDF the way a person would see it, with poppler-utils: pdftoppm renders every page to PNG (at
 * 72 dpi one pixel is one point, so US Letter is 612 by 792), pdftotext extracts the text in reading order.
 */
export interface RenderedPdf {
  pages: Array<{ width: number; height: number }>;
  text: string;
}

function pngSize(png: Buffer): { width: number; height: number } {
  // The IHDR chunk follows the 8-byte signature: length, type, then width and height (big-endian).
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export function renderPdf(bytes: Uint8Array, options: { firstPageOnly?: boolean } = {}): RenderedPdf {
  const dir = mkdtempSync(join(tmpdir(), 'gridwork-pdf-'));
  try {
    const file = join(dir, 'export.pdf');
    writeFileSync(file, bytes);
    const range = options.firstPageOnly ? ['-f', '1', '-l', '1'] : [];
    execFileSync('pdftoppm', ['-r', '72', '-png', ...range, file, join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => pngSize(readFileSync(join(dir, name))));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return { pages, text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A picture as the PDF draws it: its pixels and the points it takes on the page (from pdfimages' resolution). */
export interface PdfPicture {
  page: number;
  width: number;
  height: number;
  widthPt: number;
  heightPt: number;
}

/** The pictures of a PDF, in drawing order (pdfimages -list). */
export function pdfPictures(bytes: Uint8Array): PdfPicture[] {
  const dir = mkdtempSync(join(tmpdir(), 'gridwork-pdf-'));
  try {
    const file = join(dir, 'export.pdf');
    writeFileSync(file, bytes);
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    return list
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cells) => cells.length > 13 && cells[2] === 'image')
      .map((cells) => {
        const [page, width, height, xppi, yppi] = [cells[0], cells[3], cells[4], cells[12], cells[13]].map(
          Number,
        );
        return { page, width, height, widthPt: (width / xppi) * 72, heightPt: (height / yppi) * 72 };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
