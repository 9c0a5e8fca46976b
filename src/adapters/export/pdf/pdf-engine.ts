import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { HtmlSanitizer } from '../../../domain/forms/rich-text/rich-text-sanitizer';
import type { PictureBytes } from './printable-pictures';

/**
 * What the PDF builder needs from its surroundings: pdfmake with fonts, and the HTML sanitiser. The
 * browser (browser-pdf-engine.ts) and Node (node-pdf-engine.ts, for the mock server and tests) each load
 * them their own way: fonts as URL assets or from node_modules, DOMPurify over the page or over jsdom.
 */
export interface PdfEngine {
  render(document: TDocumentDefinitions): Promise<Uint8Array>;
  readonly html: HtmlSanitizer;
  /**
   * Draws a picture pdfmake cannot read (GIF, WebP, SVG) as a PNG; null when it cannot. Only where a picture
   * decoder is at hand: the browser has one, Node has none (those pictures then print as an error).
   */
  readonly toPng?: (picture: PictureBytes) => Promise<Uint8Array | null>;
}

/** The slice of pdfmake 0.3's API the engines use (the same in its Node and browser builds). */
export interface PdfMakeApi {
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  createPdf(document: TDocumentDefinitions): { getBuffer(): Promise<Uint8Array> };
}

/** The Roboto files pdfmake ships, by style. */
export const ROBOTO_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/**
 * pdfmake's instance, whichever way the bundler or Node wrapped the CommonJS module: its methods assign to
 * `this`, so they must be called on the instance itself (the default export), never on a namespace copy.
 */
export function pdfMakeOf(mod: unknown): PdfMakeApi {
  const candidate = mod as { default?: PdfMakeApi } & Partial<PdfMakeApi>;
  return (typeof candidate.default?.createPdf === 'function' ? candidate.default : candidate) as PdfMakeApi;
}
