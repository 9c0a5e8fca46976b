import DOMPurify from 'dompurify';
import bold from 'pdfmake/fonts/Roboto/Roboto-Medium.ttf?url';
import boldItalics from 'pdfmake/fonts/Roboto/Roboto-MediumItalic.ttf?url';
import italics from 'pdfmake/fonts/Roboto/Roboto-Italic.ttf?url';
import normal from 'pdfmake/fonts/Roboto/Roboto-Regular.ttf?url';
import { createRichTextSanitizer } from '../../../domain/forms/rich-text/rich-text-sanitizer';
import { drawAsPng } from './browser-picture-drawer';
import { pdfMakeOf, type PdfEngine } from './pdf-engine';

/**
 * The PDF engine in the browser: pdfmake's browser build, imported on the first export, with the Roboto
 * fonts served as URL assets (fetched once, instead of the 900 KB vfs_fonts script); pdfmake may fetch
 * those four URLs and nothing else. DOMPurify gets an instance of its own over the page's window. Pictures pdfmake
 * cannot read are drawn as PNG on a canvas (browser-picture-drawer.ts).
 */
let engine: Promise<PdfEngine> | undefined;

async function load(): Promise<PdfEngine> {
  const pdfMake = pdfMakeOf(await import('pdfmake'));
  const absolute = (url: string) => new URL(url, window.location.href).href;
  const fonts = {
    normal: absolute(normal),
    bold: absolute(bold),
    italics: absolute(italics),
    bolditalics: absolute(boldItalics),
  };
  const allowed = new Set(Object.values(fonts));
  pdfMake.setUrlAccessPolicy((url) => allowed.has(url));
  const html = createRichTextSanitizer(DOMPurify(window));
  return {
    html,
    toPng: drawAsPng,
    // pdfmake resolves (and rewrites) the font descriptors on every document: hand it a fresh copy each time.
    render: async (document) => {
      pdfMake.setFonts({ Roboto: { ...fonts } });
      return new Uint8Array(await pdfMake.createPdf(document).getBuffer());
    },
  };
}

export function browserPdfEngine(): Promise<PdfEngine> {
  engine ??= load();
  return engine;
}
